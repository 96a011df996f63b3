/* SPDX-License-Identifier: MIT */
/* The library's own version, for programs to compare with the headers they were built with. */
#include "internal.h"

int bd_version(void)
{
    return CUBOUND_VERSION;
}
