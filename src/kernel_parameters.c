/* SPDX-License-Identifier: MIT */
/* Which parameters of a `<<<>>>` kernel it can only read, from its C++ entry name: a
 * `__global__ void scale(const float *x, float *y)` is registered as _Z5scalePKfPf, whose first
 * parameter points to const (PK). Race detection counts such an argument as a read, so that two
 * streams reading one input do not race (they do not). The Itanium C++ ABI's mangling, the part a
 * kernel's name uses: an unscoped name, template arguments, parameter types built from builtin
 * types, names, pointers, references, qualifiers, arrays, template parameters and substitutions.
 * Anything else (a nested name, an expression) answers "not known", and every pointer counts as
 * written, as for an extern "C" kernel, whose name says nothing. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_parameters.h"

enum { MAX_CANDIDATES = 64, MAX_TEMPLATE_ARGS = 16 };

/* What a type says about writing through it. */
struct type {
    bool is_const;            /* a const-qualified type */
    bool points_to_const;     /* a pointer or reference to one */
};

struct parser {
    const char *at;
    bool failed;
    struct type candidates[MAX_CANDIDATES]; /* substitutions, S_ S0_ S1_ ..., in order of appearance */
    int candidate_count;
    struct type template_args[MAX_TEMPLATE_ARGS]; /* T_ T0_ ...: the function's template arguments */
    int template_arg_count;
};

static struct type fail(struct parser *p)
{
    p->failed = true;
    return (struct type){false, false};
}

static void remember(struct parser *p, struct type t)
{
    if (p->candidate_count < MAX_CANDIDATES)
        p->candidates[p->candidate_count++] = t;
    else
        p->failed = true;
}

/* <number>_ in base 36 after S or T: "_" is 0, "0_" is 1, "A_" is 11, ... */
static int sequence(struct parser *p)
{
    if (*p->at == '_') {
        p->at++;
        return 0;
    }
    int n = 0;
    while ((*p->at >= '0' && *p->at <= '9') || (*p->at >= 'A' && *p->at <= 'Z')) {
        n = n * 36 + (*p->at <= '9' ? *p->at - '0' : *p->at - 'A' + 10);
        p->at++;
    }
    if (*p->at != '_' || n > 1000) {
        fail(p);
        return -1;
    }
    p->at++;
    return n + 1;
}

static bool source_name(struct parser *p)
{
    char *end;
    unsigned long length = strtoul(p->at, &end, 10);
    if (end == p->at || length == 0 || memchr(end, '\0', length) != NULL) /* past the name's end */
        return false;
    p->at = end + length;
    return true;
}

static struct type type(struct parser *p);

/* I <template-arg>+ E: types and literals (L ... E); kept as T_ T0_ ... where `keep`. */
static void template_args(struct parser *p, bool keep)
{
    p->at++; /* I */
    int kept = 0;
    while (!p->failed && *p->at != 'E') {
        struct type t = {false, false};
        if (*p->at == 'L') { /* a literal: L <type> <value> E */
            const char *end = strchr(p->at, 'E');
            if (end == NULL) {
                fail(p);
                return;
            }
            p->at = end + 1;
        } else {
            t = type(p);
        }
        if (keep && kept < MAX_TEMPLATE_ARGS)
            p->template_args[kept++] = t;
    }
    if (*p->at != 'E') {
        fail(p);
        return;
    }
    p->at++;
    if (keep)
        p->template_arg_count = kept;
}

/* A class or enum by its name, maybe a template's instance: the name is a candidate, and the
 * instance (name and arguments) another. */
static struct type named_type(struct parser *p)
{
    if (!source_name(p))
        return fail(p);
    struct type t = {false, false};
    remember(p, t);
    if (*p->at == 'I') {
        template_args(p, false);
        remember(p, t);
    }
    return t;
}

static const char builtin_types[] = "vwbcahstijlmxynofdegz";

static struct type type(struct parser *p)
{
    char c = *p->at;
    if (c == '\0')
        return fail(p);
    if (strchr(builtin_types, c) != NULL) {
        p->at++;
        return (struct type){false, false};
    }
    if (c == 'D' && p->at[1] != '\0' && strchr("dfehisanuc", p->at[1]) != NULL) { /* Dn, Ds, Dh, ... */
        p->at += 2;
        return (struct type){false, false};
    }
    if (c == 'K' || c == 'V' || c == 'r') { /* CV-qualifiers: the qualified type is a candidate */
        p->at++;
        struct type inner = type(p);
        struct type t = {c == 'K' || inner.is_const, inner.points_to_const};
        remember(p, t);
        return t;
    }
    if (c == 'P' || c == 'R' || c == 'O') {
        p->at++;
        struct type inner = type(p);
        struct type t = {false, inner.is_const};
        remember(p, t);
        return t;
    }
    if (c >= '1' && c <= '9') /* a class or enum by name */
        return named_type(p);
    if (c == 'S') {
        p->at++;
        if (*p->at == 't') { /* a std:: name */
            p->at++;
            return named_type(p);
        }
        if (*p->at != '_' && !(*p->at >= '0' && *p->at <= '9') && !(*p->at >= 'A' && *p->at <= 'Z'))
            return fail(p); /* Sa, Ss, ...: abbreviations of std:: names, none a kernel parameter's */
        int n = sequence(p);
        if (n < 0 || n >= p->candidate_count)
            return fail(p);
        return p->candidates[n];
    }
    if (c == 'T') {
        p->at++;
        int n = sequence(p);
        if (n < 0 || n >= p->template_arg_count)
            return fail(p);
        struct type t = p->template_args[n];
        remember(p, t);
        return t;
    }
    if (c == 'A') { /* an array parameter is a pointer to its element */
        p->at++;
        while (*p->at >= '0' && *p->at <= '9')
            p->at++;
        if (*p->at++ != '_')
            return fail(p);
        struct type element = type(p);
        struct type t = {false, element.is_const};
        remember(p, t);
        return t;
    }
    return fail(p); /* nested names, function types, member pointers, expressions: not known */
}

uint64_t bd_read_only_parameters(const char *name, int *count)
{
    *count = -1;
    if (name == NULL || strncmp(name, "_Z", 2) != 0)
        return 0;
    struct parser p = {name + 2, false, {{0}}, 0, {{0}}, 0};
    if (!source_name(&p))
        return 0;
    if (*p.at == 'I') { /* a template's instance: its name, then its arguments, then its return type */
        remember(&p, (struct type){false, false});
        template_args(&p, true);
        type(&p);
    }
    uint64_t read_only = 0;
    int n = 0;
    if (p.at[0] == 'v' && p.at[1] == '\0') { /* (void): no parameters */
        *count = 0;
        return 0;
    }
    while (!p.failed && *p.at != '\0' && n < 64) {
        struct type t = type(&p);
        if (t.points_to_const)
            read_only |= 1ull << n;
        n++;
    }
    if (p.failed || *p.at != '\0')
        return 0;
    *count = n;
    return read_only;
}
