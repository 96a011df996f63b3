# Where the compiled wrappers come from. With Python, Jinja2 and libclang at hand, the build
# regenerates them into the build folder whenever spec/, templates/ or codegen/ change; without,
# it compiles the committed generated/ (`python3 -m codegen --verify` keeps that current).
find_package(Python3 COMPONENTS Interpreter)
set(CUBOUND_CAN_GENERATE OFF)
if(Python3_Interpreter_FOUND)
  execute_process(COMMAND ${Python3_EXECUTABLE} -c "import jinja2, clang.cindex"
                  RESULT_VARIABLE cubound_import_result OUTPUT_QUIET ERROR_QUIET)
  if(cubound_import_result EQUAL 0)
    set(CUBOUND_CAN_GENERATE ON)
  endif()
endif()

# What the generator writes is what is committed in generated/ (`--verify` keeps the two equal).
file(GLOB_RECURSE cubound_generated_files RELATIVE ${PROJECT_SOURCE_DIR}/generated CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/generated/*)
if(NOT CUBOUND_HAVE_NCCL)
  list(FILTER cubound_generated_files EXCLUDE REGEX "nccl")
endif()
if(CUBOUND_CAN_GENERATE)
  set(CUBOUND_GENERATED_DIR ${PROJECT_BINARY_DIR}/generated)
  file(GLOB cubound_generator_inputs CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/codegen/*.py ${PROJECT_SOURCE_DIR}/spec/*.toml ${PROJECT_SOURCE_DIR}/templates/*.j2)
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
  set(CUBOUND_GENERATED_DIR ${PROJECT_SOURCE_DIR}/generated)
  if(NOT CUBOUND_HAVE_NCCL) # the committed files were generated with nccl.h
    message(FATAL_ERROR "cubound: generated/ wraps NCCL, but ${CUBOUND_CUDA_INCLUDE} has no nccl.h: "
                        "install Jinja2 and libclang (codegen/requirements.txt) so that the build generates without it")
  endif()
  list(TRANSFORM cubound_generated_files PREPEND ${CUBOUND_GENERATED_DIR}/ OUTPUT_VARIABLE cubound_outputs)
  message(STATUS "cubound: no Python with jinja2 and libclang; using the committed generated/")
endif()
add_custom_target(cubound_generated DEPENDS ${cubound_outputs})
