/* SPDX-License-Identifier: MIT */
/* The differential corpus's record (trace.h). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cubound/cubound.h"
#include "cubound/driver.h"
#include "trace.h"

static FILE *record_, *expected_;
static int lines_, differences_;
/* The record was made on a card of another name than device 0's here: its facts are not compared. */
static bool other_card_;
static char recorded_card_[64];
static int card_facts_;

/* The card the record names (its bd_cuDeviceGetName line, if it has one) against device 0 here. */
static void compare_cards(const char *path)
{
    FILE *record = fopen(path, "r");
    char line[4096], here[256];
    const char *name_call = "bd_cuDeviceGetName(";
    while (record != NULL && fgets(line, sizeof line, record) != NULL) {
        const char *status = strstr(line, ") 0 ");
        if (strncmp(line, name_call, strlen(name_call)) != 0 || status == NULL)
            continue;
        snprintf(recorded_card_, sizeof recorded_card_, "%s", status + strlen(") 0 "));
        recorded_card_[strcspn(recorded_card_, "\n")] = '\0';
        if (bd_cuInit(0) == CUDA_SUCCESS && bd_cuDeviceGetName(here, sizeof here, 0) == CUDA_SUCCESS)
            other_card_ = strncmp(here, recorded_card_, strlen(recorded_card_)) != 0;
        break;
    }
    if (record != NULL)
        fclose(record);
}

void trace_open(int argc, char **argv)
{
    /* The record holds the libraries' own answers, so checks are off whatever the environment or
     * the build says: a check would answer for the library where the corpus misuses it on purpose. */
    const bd_options_t unchecked = {BD_CHECKS_OFF, BD_POLICY_DEFAULT, NULL};
    if (bd_init(&unchecked) != CUDA_SUCCESS) {
        fprintf(stderr, "differential: bd_init: %s\n", bd_last_error());
        exit(2);
    }
    /* The record keeps standard output to itself: what the libraries print (cuBLAS reports a bad
     * parameter there) goes to standard error. */
    int record_fd = dup(STDOUT_FILENO);
    if (record_fd < 0 || (record_ = fdopen(record_fd, "w")) == NULL || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        perror("differential");
        exit(2);
    }
    if (argc == 3 && strcmp(argv[1], "--expect") == 0) {
        expected_ = fopen(argv[2], "r");
        if (expected_ == NULL) {
            fprintf(stderr, "differential: cannot read %s\n", argv[2]);
            exit(2);
        }
        compare_cards(argv[2]);
    } else if (argc != 1) {
        fprintf(stderr, "usage: %s [--expect RECORD]\n", argv[0]);
        exit(2);
    }
}

void trace_begin(const char *call)
{
    static int verbose = -1;
    if (verbose < 0)
        verbose = getenv("CUBOUND_CORPUS_VERBOSE") != NULL;
    if (verbose)
        fprintf(stderr, "> %s\n", call);
}

static void record(bool card_fact, const char *call, int status, const char *format, va_list args)
{
    char line[4096];
    int used = snprintf(line, sizeof line, "%s %d", call, status);
    if (format != NULL && used > 0 && (size_t)used < sizeof line - 1) {
        line[used++] = ' ';
        vsnprintf(line + used, sizeof line - (size_t)used, format, args);
    }
    lines_++;
    fprintf(record_, "%s\n", line);
    fflush(record_); /* a record that ends in a crash still names the calls before it */
    if (expected_ == NULL)
        return;
    char want[4096];
    if (fgets(want, sizeof want, expected_) == NULL)
        want[0] = '\0';
    want[strcspn(want, "\n")] = '\0';
    if (card_fact && other_card_) {
        card_facts_++;
        return;
    }
    if (strcmp(want, line) != 0) {
        differences_++;
        fprintf(stderr, "DIFFERENT at line %d, %s:\n  GPU:  %s\n  here: %s\n", lines_, call, want, line);
    }
}

void trace(const char *call, int status, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    record(false, call, status, format, args);
    va_end(args);
}

void trace_card(const char *call, int status, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    record(true, call, status, format, args);
    va_end(args);
}

int trace_close(void)
{
    if (expected_ == NULL)
        return 0;
    char extra[4096];
    while (fgets(extra, sizeof extra, expected_) != NULL) {
        differences_++;
        fprintf(stderr, "MISSING here: %s", extra);
    }
    fclose(expected_);
    fprintf(stderr, "differential: %d calls, %d different from the GPU's record\n", lines_, differences_);
    if (card_facts_ > 0)
        fprintf(stderr, "differential: %d facts of the card left uncompared: the record is of an %s\n", card_facts_,
                recorded_card_);
    return differences_ != 0;
}

const char *words_of(const uint32_t *host, size_t n)
{
    static char text[128];
    unsigned long long sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += host[i];
    snprintf(text, sizeof text, "first=%u last=%u sum=%llu", host[0], host[n - 1], sum);
    return text;
}
