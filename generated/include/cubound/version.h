/* SPDX-License-Identifier: MIT
 * *** THIS FILE IS GENERATED - DO NOT EDIT ***
 * Generator: python3 -m codegen (cubound), from the CUDA 13.0 headers.
 * To change it, change spec/, templates/ or codegen/ and run `python3 -m codegen`. */
/* cubound's version, as the headers say it (compare bd_version(), the library's). */
#ifndef CUBOUND_VERSION_H
#define CUBOUND_VERSION_H

#define CUBOUND_VERSION_MAJOR 0
#define CUBOUND_VERSION_MINOR 4
#define CUBOUND_VERSION_PATCH 0
/* MAJOR * 10000 + MINOR * 100 + PATCH: 400 for 0.4.0. */
#define CUBOUND_VERSION (CUBOUND_VERSION_MAJOR * 10000 + CUBOUND_VERSION_MINOR * 100 + CUBOUND_VERSION_PATCH)

#endif
