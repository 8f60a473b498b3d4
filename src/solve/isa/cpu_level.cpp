#include "cpu_level.hpp"

#include <cpuid.h>

#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <optional>

namespace sudokit::detail {

namespace {

struct CpuidWords {
    unsigned eax = 0;
    unsigned ebx = 0;
    unsigned ecx = 0;
    unsigned edx = 0;
};

CpuidWords cpuid(unsigned leaf, unsigned subleaf = 0) {
    CpuidWords words;
    // clang declares the result int, gcc unsigned.
    if (static_cast<unsigned>(__get_cpuid_max(leaf & 0x80000000u, nullptr)) < leaf) return words;
    __cpuid_count(leaf, subleaf, words.eax, words.ebx, words.ecx, words.edx);
    return words;
}

constexpr bool has_bits(unsigned word, std::initializer_list<int> bits) {
    for (const int bit : bits) {
        if (((word >> bit) & 1u) == 0) return false;
    }
    return true;
}

// The operating system saves the SSE and AVX registers on a switch (XCR0 bits 1 and 2).
bool os_saves_avx_state() {
    std::uint32_t low = 0;
    std::uint32_t high = 0;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    return (low & 6u) == 6u;
}

CpuLevel detect_level() {
    const CpuidWords basic = cpuid(1);
    const CpuidWords extended = cpuid(7);
    const CpuidWords amd = cpuid(0x80000001u);
    // SSE3 0, SSSE3 9, CMPXCHG16B 13, SSE4.1 19, SSE4.2 20, POPCNT 23; LAHF (AMD leaf) 0.
    const bool v2 = has_bits(basic.ecx, {0, 9, 13, 19, 20, 23}) && has_bits(amd.ecx, {0});
    if (!v2) return CpuLevel::baseline;
    // FMA 12, MOVBE 22, XSAVE 26, OSXSAVE 27, AVX 28, F16C 29; BMI1 3, AVX2 5, BMI2 8;
    // LZCNT (AMD leaf) 5.
    const bool v3 = has_bits(basic.ecx, {12, 22, 26, 27, 28, 29}) &&
                    has_bits(extended.ebx, {3, 5, 8}) && has_bits(amd.ecx, {5}) &&
                    os_saves_avx_state();
    return v3 ? CpuLevel::v3 : CpuLevel::v2;
}

// AMD family 17h (Zen, Zen+, Zen 2) and Hygon's 18h run PEXT and PDEP in microcode.
bool has_slow_bit_gathers() {
    const CpuidWords vendor = cpuid(0);
    const bool amd = vendor.ebx == 0x68747541u && vendor.edx == 0x69746e65u;    // "AuthenticAMD"
    const bool hygon = vendor.ebx == 0x6f677948u && vendor.edx == 0x6e65476eu;  // "HygonGenuine"
    if (!amd && !hygon) return false;
    const unsigned signature = cpuid(1).eax;
    const unsigned family = ((signature >> 8) & 0xFu) + ((signature >> 20) & 0xFFu);
    return family == 0x17 || family == 0x18;
}

std::optional<CpuLevel> requested_level() {
    const char* text = std::getenv("SUDOKIT_CPU_LEVEL");
    if (text == nullptr) return std::nullopt;
    for (const CpuLevel level : {CpuLevel::baseline, CpuLevel::v2, CpuLevel::v3}) {
        if (cpu_level_name(level) == text) return level;
    }
    return std::nullopt;
}

}  // namespace

std::string_view cpu_level_name(CpuLevel level) {
    switch (level) {
        case CpuLevel::baseline:
            return "baseline";
        case CpuLevel::v2:
            return "x86-64-v2";
        case CpuLevel::v3:
            return "x86-64-v3";
    }
    return "baseline";
}

CpuLevel supported_cpu_level() {
    static const CpuLevel level = detect_level();
    return level;
}

CpuLevel solver_cpu_level() {
    CpuLevel level = supported_cpu_level();
    if (level == CpuLevel::v3 && has_slow_bit_gathers()) level = CpuLevel::v2;
    if (const auto requested = requested_level(); requested && *requested < level) {
        level = *requested;
    }
    return level;
}

}  // namespace sudokit::detail
