// src/solve/fast_search_9x9.cpp built for baseline x86-64 (SSE2); cmake/solver_isa.cmake
// sets this file's -march. Its entry points take a name of their own, so that the builds for
// each level link side by side; everything else in it has internal linkage.
#define search_fast_9x9 search_fast_9x9_baseline
#include "../fast_search_9x9.cpp"
