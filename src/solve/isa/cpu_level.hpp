#pragma once

// Which x86-64 micro-architecture level the processor (and the operating system, for the
// AVX registers) supports, for picking among builds of one hot path.

#include <string_view>

namespace sudokit::detail {

enum class CpuLevel {
    baseline,  // x86-64: SSE2
    v2,        // x86-64-v2: + POPCNT, SSE4.2, SSSE3
    v3,        // x86-64-v3: + AVX2, BMI1, BMI2, FMA, LZCNT, MOVBE
};
std::string_view cpu_level_name(CpuLevel level);

// The highest level this processor runs.
CpuLevel supported_cpu_level();

// The level the 9x9 solver runs at: the supported one, except v2 on AMD's first two Zen
// generations (their bit gathers, which v3 code uses, are microcoded and slow). The
// environment variable SUDOKIT_CPU_LEVEL (baseline, x86-64-v2, x86-64-v3) asks for a lower
// level, for tests and measurements; a level the processor lacks is never taken.
CpuLevel solver_cpu_level();

}  // namespace sudokit::detail
