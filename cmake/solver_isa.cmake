# The 9x9 solver's hot path is built once per x86-64 level (baseline, v2, v3) and picked when
# the program starts (src/solve/isa/), so one binary is fast on every machine. With
# SUDOKIT_NATIVE (in Release builds, where it applies), or on other processors, it is built
# once for the target.
#
# The v2 and v3 objects keep only their entry points global (objcopy): a header's inline
# function compiled there (a weak symbol) could otherwise be the copy the linker keeps for the
# whole program, and run AVX2 code on any processor.

if(SUDOKIT_NATIVE AND CMAKE_BUILD_TYPE STREQUAL "Release")
  set(SUDOKIT_TUNED_FOR_HOST ON)
else()
  set(SUDOKIT_TUNED_FOR_HOST OFF)
endif()
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND NOT SUDOKIT_TUNED_FOR_HOST)
  set(SUDOKIT_SOLVER_ISA_DISPATCH ON)
else()
  set(SUDOKIT_SOLVER_ISA_DISPATCH OFF)
endif()

set(SUDOKIT_ISA_OBJECTS)
if(SUDOKIT_SOLVER_ISA_DISPATCH)
  list(FILTER SUDOKIT_LIBRARY_SOURCES EXCLUDE REGEX "/src/solve/fast_search_9x9\\.cpp$")
  if(NOT CMAKE_OBJCOPY)
    message(FATAL_ERROR "objcopy is needed for the solver's per-level builds")
  endif()
  set(isa_dir ${PROJECT_SOURCE_DIR}/src/solve/isa)
  # Ninja makes the folder of a custom command's output; Make (pip's build) does not.
  file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/solver_isa)
  foreach(level v2 v3)
    set(variant sudokit_solver_${level})
    add_library(${variant} OBJECT ${isa_dir}/fast_search_9x9_${level}.cpp)
    set_target_properties(${variant} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    target_compile_options(${variant} PRIVATE -march=x86-64-${level})
    target_include_directories(${variant} PRIVATE ${PROJECT_SOURCE_DIR}/include
                               ${SUDOKIT_GENERATED_INCLUDE} ${PROJECT_SOURCE_DIR}/src)
    target_compile_features(${variant} PRIVATE cxx_std_20)
    target_link_libraries(${variant} PRIVATE nlohmann_json::nlohmann_json sudokit_warnings)
    set(localized ${CMAKE_CURRENT_BINARY_DIR}/solver_isa/fast_search_9x9_${level}.o)
    add_custom_command(
      OUTPUT ${localized}
      COMMAND ${CMAKE_OBJCOPY} --wildcard
              "--keep-global-symbol=_ZN7sudokit6detail*search_fast_9x9_${level}*"
              $<TARGET_OBJECTS:${variant}> ${localized}
      DEPENDS ${variant} $<TARGET_OBJECTS:${variant}>
      COMMENT "Keeping only the entry points of the ${level} solver global")
    list(APPEND SUDOKIT_ISA_OBJECTS ${localized})
  endforeach()
endif()

function(sudokit_add_solver_isa_sources target)
  if(NOT SUDOKIT_SOLVER_ISA_DISPATCH)
    return()
  endif()
  set(isa_dir ${PROJECT_SOURCE_DIR}/src/solve/isa)
  target_sources(${target} PRIVATE ${isa_dir}/fast_search_9x9_baseline.cpp
                 ${isa_dir}/fast_search_9x9_dispatch.cpp ${isa_dir}/cpu_level.cpp)
endfunction()
