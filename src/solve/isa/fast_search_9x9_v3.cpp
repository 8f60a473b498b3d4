// src/solve/fast_search_9x9.cpp built for x86-64-v3 (AVX2, BMI2, POPCNT); cmake/solver_isa.cmake
// sets this file's -march. Its entry points take a name of their own, so that the builds for
// each level link side by side; everything else in it has internal linkage.
#define search_fast_9x9 search_fast_9x9_v3
#include "../fast_search_9x9.cpp"
