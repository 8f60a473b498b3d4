# ctest: the builds of the 9x9 solver for x86-64-v2 and v3, as linked (cmake/solver_isa.cmake),
# must define no global symbol but their own three entry points. An inline function of a header
# compiled there (a weak symbol) could be the copy the linker keeps for the whole program, and
# then run AVX2 code on any processor.
#   cmake -DNM=nm -DOBJECTS="a.o;b.o" -P solver_isa_objects.cmake
foreach(object IN LISTS OBJECTS)
  if(NOT object MATCHES "fast_search_9x9_v[23]")
    continue()
  endif()
  execute_process(COMMAND ${NM} -g --defined-only ${object} OUTPUT_VARIABLE symbols
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${NM} failed on ${object}")
  endif()
  string(REGEX REPLACE "\n$" "" symbols "${symbols}")
  string(REPLACE "\n" ";" symbols "${symbols}")
  set(entry_points 0)
  foreach(line IN LISTS symbols)
    if(NOT line MATCHES " T _ZN7sudokit6detail18search_fast_9x9_v[23]")
      message(FATAL_ERROR "${object} defines a symbol other code may link to: ${line}")
    endif()
    math(EXPR entry_points "${entry_points} + 1")
  endforeach()
  if(NOT entry_points EQUAL 3)
    message(FATAL_ERROR "${object}: expected its three entry points, found ${entry_points}")
  endif()
  message(STATUS "${object}: only its entry points")
endforeach()
