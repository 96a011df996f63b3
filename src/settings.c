/* SPDX-License-Identifier: MIT */
/* The process's settings: checks, context policy and driver, fixed once. bd_init's explicit
 * choices win over the environment (CUBOUND_CHECKS, CUBOUND_CONTEXT_POLICY, CUBOUND_DRIVER; and
 * CUBOUND_RACES, race detection with checks on, default on),
 * which wins over the build's default (CMake option CUBOUND_CHECKS). */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#ifndef CUBOUND_CHECKS_DEFAULT
#define CUBOUND_CHECKS_DEFAULT 0
#endif
#ifndef CUBOUND_SIM_SONAME
#define CUBOUND_SIM_SONAME "libcubound_sim.so.0"
#endif

bool bd_gen_checks_on;
bool bd_gen_races_on;
bool bd_policy_verified;
bool bd_gen_guarded;
static bd_options_t chosen;
static char driver[512] = "cuda";
static pthread_mutex_t settle_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_bool settled;

static bool valid(const bd_options_t *o)
{
    return (unsigned)o->checks <= BD_CHECKS_ON && (unsigned)o->context_policy <= BD_POLICY_VERIFIED;
}

CUresult bd_init(const bd_options_t *options)
{
    if (options == NULL || !valid(options))
        return bd_fail(CUDA_ERROR_INVALID_VALUE, "bd_init needs bd_options_t with checks and context_policy in range");
    pthread_mutex_lock(&settle_lock);
    bool late = atomic_load(&settled);
    if (!late) {
        chosen = *options;
        if (options->driver != NULL)
            snprintf(driver, sizeof driver, "%s", options->driver);
    }
    pthread_mutex_unlock(&settle_lock);
    if (late)
        return bd_fail(CUDA_ERROR_ALREADY_ACQUIRED, "bd_init after cubound was already in use: call it first");
    bd_settle();
    return CUDA_SUCCESS;
}

/* Why the environment's settings are refused ("": they are not): a value cubound does not
 * understand stops it from loading anything, rather than run with a setting nobody chose. */
static char refused[256];

static int from_environment(const char *name, const char *const *words, int count, int fallback)
{
    const char *value = getenv(name);
    if (value == NULL || *value == '\0')
        return fallback;
    for (int i = 0; i < count; i++)
        if (strcmp(value, words[i]) == 0)
            return i;
    if (refused[0] == '\0')
        snprintf(refused, sizeof refused, "%s=%.64s is refused: it is %s or %s, or unset", name, value, words[0], words[1]);
    return fallback;
}

void bd_settle(void)
{
    if (BD_LIKELY(atomic_load_explicit(&settled, memory_order_acquire)))
        return;
    pthread_mutex_lock(&settle_lock);
    if (!atomic_load(&settled)) {
        static const char *const off_on[] = {"0", "1"};
        static const char *const policies[] = {"cached", "verified"};
        if (chosen.checks == BD_CHECKS_DEFAULT)
            chosen.checks = from_environment("CUBOUND_CHECKS", off_on, 2, CUBOUND_CHECKS_DEFAULT) ? BD_CHECKS_ON : BD_CHECKS_OFF;
        if (chosen.context_policy == BD_POLICY_DEFAULT)
            chosen.context_policy = from_environment("CUBOUND_CONTEXT_POLICY", policies, 2, 0) ? BD_POLICY_VERIFIED : BD_POLICY_CACHED;
        const char *variable = getenv("CUBOUND_DRIVER");
        if (chosen.driver == NULL && variable != NULL && *variable != '\0')
            snprintf(driver, sizeof driver, "%s", variable);
        chosen.driver = driver;
        bd_gen_checks_on = chosen.checks == BD_CHECKS_ON;
        bd_gen_races_on = bd_gen_checks_on && from_environment("CUBOUND_RACES", off_on, 2, 1);
        bd_policy_verified = chosen.context_policy == BD_POLICY_VERIFIED;
        bd_gen_guarded = bd_gen_checks_on || bd_policy_verified;
        if (refused[0] != '\0')
            fprintf(stderr, "cubound: %s\n", refused);
        atomic_store_explicit(&settled, true, memory_order_release);
    }
    pthread_mutex_unlock(&settle_lock);
}

const char *bd_settings_refused(void)
{
    bd_settle();
    return refused[0] != '\0' ? refused : NULL;
}

bd_options_t bd_settings(void)
{
    bd_settle();
    return chosen;
}

const char *bd_library_path(const struct bd_gen_library *lib, char *buffer, size_t size)
{
    bd_settle();
    if (strcmp(driver, "cuda") == 0)
        return lib->soname;
    if (strcmp(driver, "sim") != 0)
        return driver;
    /* The simulated driver installed beside this library, else wherever the loader finds it. */
    Dl_info self;
    if (dladdr((const void *)&settled, &self) && self.dli_fname != NULL && strrchr(self.dli_fname, '/') != NULL) {
        int folder = (int)(strrchr(self.dli_fname, '/') - self.dli_fname);
        snprintf(buffer, size, "%.*s/%s", folder, self.dli_fname, CUBOUND_SIM_SONAME);
        FILE *probe = fopen(buffer, "r");
        if (probe != NULL) {
            fclose(probe);
            return buffer;
        }
    }
    return CUBOUND_SIM_SONAME;
}
