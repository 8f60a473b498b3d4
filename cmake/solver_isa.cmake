# The 9x9 solver's hot path is built once per x86-64 level (baseline, v2, v3) and picked when
# the program starts (src/solve/isa/), so one binary is fast on every machine. With
# SUDOKIT_NATIVE, or on other processors, it is built once for the target.

if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND NOT SUDOKIT_NATIVE)
  set(SUDOKIT_SOLVER_ISA_DISPATCH ON)
else()
  set(SUDOKIT_SOLVER_ISA_DISPATCH OFF)
endif()

if(SUDOKIT_SOLVER_ISA_DISPATCH)
  list(FILTER SUDOKIT_LIBRARY_SOURCES EXCLUDE REGEX "/src/solve/fast_search_9x9\\.cpp$")
endif()

function(sudokit_add_solver_isa_sources target)
  if(NOT SUDOKIT_SOLVER_ISA_DISPATCH)
    return()
  endif()
  set(isa_dir ${PROJECT_SOURCE_DIR}/src/solve/isa)
  target_sources(${target} PRIVATE ${isa_dir}/fast_search_9x9_baseline.cpp
                 ${isa_dir}/fast_search_9x9_v2.cpp ${isa_dir}/fast_search_9x9_v3.cpp
                 ${isa_dir}/fast_search_9x9_dispatch.cpp ${isa_dir}/cpu_level.cpp)
  set_source_files_properties(${isa_dir}/fast_search_9x9_v2.cpp PROPERTIES
                              COMPILE_OPTIONS "-march=x86-64-v2")
  set_source_files_properties(${isa_dir}/fast_search_9x9_v3.cpp PROPERTIES
                              COMPILE_OPTIONS "-march=x86-64-v3")
endfunction()
