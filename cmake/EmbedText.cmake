# SPDX-License-Identifier: MIT
# cmake -DINPUT=file -DOUTPUT=file.c -DSYMBOL=name -P EmbedText.cmake
# Writes `const char name[]`, the bytes of INPUT and a terminating NUL, as C source.
file(READ ${INPUT} hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE ${OUTPUT} "/* Embedded from ${SYMBOL}'s source at build time. */\nconst char ${SYMBOL}[] = {\n${bytes}0x00};\n")
