#pragma once

namespace sudokit {

// How digits are written as single characters, for sides above 9.
enum class SymbolSet {
    automatic,       // detect on input; on output digits up to 9, then `digits_letters`
    digits,          // 1-9 only (sides up to 9)
    digits_letters,  // 1-9 then A, B, ...: 16x16 uses 1-9A-G, 25x25 1-9A-P
    zero_hex,        // 0-9A-F for 16x16: symbol 0 is digit 1, F is digit 16
    letters,         // A = 1, B = 2, ...: 16x16 uses A-P, 25x25 A-Y
};

}  // namespace sudokit
