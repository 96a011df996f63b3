# SPDX-License-Identifier: MIT
# Where the compiled wrappers come from, the first of:
# - CUBOUND_GENERATED_DIR, where given: a folder that cubound-gen (python3 -m codegen) wrote from the
#   headers in CUBOUND_CUDA_INCLUDE, compiled as it is;
# - with Python, Jinja2 and libclang at hand, the build regenerates them into the build folder
#   whenever spec/, templates/ or codegen/ change;
# - else the committed generated/ (`python3 -m codegen --verify` keeps that current).
set(CUBOUND_GENERATED_DIR "" CACHE PATH
    "Compile the bindings in this folder (cubound-gen --out), made from CUBOUND_CUDA_INCLUDE, instead of generating them")
find_package(Python3 COMPONENTS Interpreter)
set(CUBOUND_CAN_GENERATE OFF)
if(Python3_Interpreter_FOUND)
  execute_process(COMMAND ${Python3_EXECUTABLE} -c "import jinja2, clang.cindex"
                  RESULT_VARIABLE cubound_import_result OUTPUT_QUIET ERROR_QUIET)
  if(cubound_import_result EQUAL 0)
    set(CUBOUND_CAN_GENERATE ON)
  endif()
endif()

# The optional libraries (spec [library] optional), each with its header: where the toolkit lacks
# it, the generator leaves the library out, and CUBOUND_HAVE_<NAME> is OFF.
set(cubound_optional_libraries nccl:nccl.h nvjitlink:nvJitLink.h cudnn:cudnn.h cutensor:cutensor.h)
# What the generator writes is what is committed in generated/ (`--verify` keeps the two equal).
file(GLOB_RECURSE cubound_generated_files RELATIVE ${PROJECT_SOURCE_DIR}/generated CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/generated/*)
# NCCL is optional (spec/nccl.toml): the generator reads only the toolkit's folder and leaves NCCL
# out where nccl.h is not beside cuda.h; the committed files wrap it and need nccl.h somewhere
# the compiler finds it (libnccl-dev puts it in /usr/include).
find_path(CUBOUND_NCCL_INCLUDE nccl.h HINTS ${CUBOUND_CUDA_INCLUDE})
if(CUBOUND_GENERATED_DIR)
  get_filename_component(CUBOUND_GENERATED_DIR ${CUBOUND_GENERATED_DIR} ABSOLUTE)
  if(NOT EXISTS ${CUBOUND_GENERATED_DIR}/include/cubound/driver.h)
    message(FATAL_ERROR "cubound: CUBOUND_GENERATED_DIR=${CUBOUND_GENERATED_DIR} holds no bindings "
                        "(include/cubound/driver.h); write them there with: cubound-gen --cuda-include "
                        "${CUBOUND_CUDA_INCLUDE} --out ${CUBOUND_GENERATED_DIR}")
  endif()
  file(GLOB_RECURSE cubound_outputs CONFIGURE_DEPENDS ${CUBOUND_GENERATED_DIR}/*)
  # The generator wrote an optional library's wrappers if it found its header beside cuda.h.
  foreach(optional IN LISTS cubound_optional_libraries)
    string(REGEX REPLACE ":.*" "" name ${optional})
    string(TOUPPER ${name} upper)
    if(EXISTS ${CUBOUND_GENERATED_DIR}/src/${name}.c)
      set(CUBOUND_HAVE_${upper} ON)
    else()
      set(CUBOUND_HAVE_${upper} OFF)
    endif()
  endforeach()
  message(STATUS "cubound: compiling the wrappers in ${CUBOUND_GENERATED_DIR}")
elseif(CUBOUND_CAN_GENERATE)
  foreach(optional IN LISTS cubound_optional_libraries)
    string(REPLACE ":" ";" optional ${optional})
    list(GET optional 0 name)
    list(GET optional 1 header)
    string(TOUPPER ${name} upper)
    if(EXISTS ${CUBOUND_CUDA_INCLUDE}/${header})
      set(CUBOUND_HAVE_${upper} ON)
      # One that generated/ leaves out (no toolkit carries cuTENSOR) is generated all the same.
      list(APPEND cubound_generated_files include/cubound/${name}.h src/${name}.c)
      list(REMOVE_DUPLICATES cubound_generated_files)
    else()
      set(CUBOUND_HAVE_${upper} OFF)
      list(FILTER cubound_generated_files EXCLUDE REGEX "/${name}\\.(c|h)$")
    endif()
  endforeach()
  set(CUBOUND_GENERATED_DIR ${PROJECT_BINARY_DIR}/generated)
  # The hand-written public headers too: the Python package's declarations are read from them.
  file(GLOB cubound_generator_inputs CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/codegen/*.py ${PROJECT_SOURCE_DIR}/spec/*.toml ${PROJECT_SOURCE_DIR}/spec/*.txt
       ${PROJECT_SOURCE_DIR}/spec/slots/*.txt ${PROJECT_SOURCE_DIR}/templates/*.j2 ${PROJECT_SOURCE_DIR}/include/cubound/*.h)
  list(TRANSFORM cubound_generated_files PREPEND ${CUBOUND_GENERATED_DIR}/ OUTPUT_VARIABLE cubound_outputs)
  add_custom_command(
    OUTPUT ${cubound_outputs}
    COMMAND ${Python3_EXECUTABLE} -m codegen --cuda-include ${CUBOUND_CUDA_INCLUDE} --out ${CUBOUND_GENERATED_DIR}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    DEPENDS ${cubound_generator_inputs}
    COMMENT "Generating the cubound wrappers from ${CUBOUND_CUDA_INCLUDE}"
    VERBATIM)
  message(STATUS "cubound: wrappers are generated at build time")
else()
  if(NOT CUBOUND_NCCL_INCLUDE)
    message(FATAL_ERROR "cubound: generated/ wraps NCCL, but no nccl.h is found (${CUBOUND_CUDA_INCLUDE}, the "
                        "system): install libnccl-dev, or Jinja2 and libclang (codegen/requirements.txt) so that "
                        "the build generates without it")
  endif()
  # What generated/ wraps (NCCL and cuDNN, not cuTENSOR, which no toolkit carries).
  foreach(optional IN LISTS cubound_optional_libraries)
    string(REGEX REPLACE ":.*" "" name ${optional})
    string(TOUPPER ${name} upper)
    if(EXISTS ${PROJECT_SOURCE_DIR}/generated/src/${name}.c)
      set(CUBOUND_HAVE_${upper} ON)
    else()
      set(CUBOUND_HAVE_${upper} OFF)
    endif()
  endforeach()
  set(CUBOUND_GENERATED_DIR ${PROJECT_SOURCE_DIR}/generated)
  list(TRANSFORM cubound_generated_files PREPEND ${CUBOUND_GENERATED_DIR}/ OUTPUT_VARIABLE cubound_outputs)
  message(STATUS "cubound: no Python with jinja2 and libclang; using the committed generated/")
endif()
foreach(optional IN LISTS cubound_optional_libraries)
  string(REPLACE ":" ";" optional ${optional})
  list(GET optional 0 name)
  list(GET optional 1 header)
  string(TOUPPER ${name} upper)
  if(NOT CUBOUND_HAVE_${upper})
    message(STATUS "cubound: no ${header} beside cuda.h in ${CUBOUND_CUDA_INCLUDE}: ${name} is left out")
  endif()
endforeach()
add_custom_target(cubound_generated DEPENDS ${cubound_outputs})
