/* SPDX-License-Identifier: MIT */
/* Which kernel parameters point to const, read from C++ entry names as g++ and nvcc mangle them
 * (src/kernel_parameters.c): the names below are g++'s for the declarations beside them. A name
 * the reader does not know answers "not known" (-1), never a guess. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "kernel_parameters.h"

struct expected {
    const char *name;
    int count;
    uint64_t read_only;
};

static void each_name_says_its_parameters(void **state)
{
    (void)state;
    static const struct expected names[] = {
        {"_Z2k1PKfPfi", 3, 0x1},                /* k1(const float *, float *, int) */
        {"_Z2k2PKfS0_Pf", 3, 0x3},              /* k2(const float *, const float *, float *): a substitution */
        {"_Z2k4PfPKfS_", 3, 0x2},               /* k4(float *, const float *, float *) */
        {"_Z2k3IfEvPKT_PS0_i", 3, 0x1},         /* k3<float>(const T *, T *, int): a template */
        {"_Z2k9IKiEvPT_PKS1_S1_", 3, 0x3},      /* k9<const int>(T *, const T *, T) */
        {"_Z2k5PK1SPS_", 2, 0x1},               /* k5(const S *, S *) */
        {"_Z3k10PK1SS1_PS_yPKd", 5, 0x13},      /* k10(const S *, const S *, S *, unsigned long long, const double *) */
        {"_Z2k6PKfPf", 2, 0x1},                 /* k6(const float *__restrict__, float *__restrict__) */
        {"_Z2k7v", 0, 0},                       /* k7() */
        {"_Z4fillPjji", 3, 0},                  /* fill(unsigned *, unsigned, int) */
        {"_Z2k8A4_KfPf", 2, 0x1},               /* k8(const float[4], float *): an array is a pointer */
        {"_ZN2ns2k8EPKf", -1, 0},               /* ns::k8(const float *): a nested name, not known */
        {"fill", -1, 0},                        /* extern "C": not known */
        {"_Z2k1PK", -1, 0},                     /* cut short */
        {"_Z2k1S5_", -1, 0},                    /* a substitution never made */
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        int count = -7;
        uint64_t read_only = bd_read_only_parameters(names[i].name, &count);
        assert_int_equal(count, names[i].count);
        assert_int_equal(read_only, names[i].read_only);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(each_name_says_its_parameters)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
