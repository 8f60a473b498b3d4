#pragma once

#include <bit>
#include <cstdint>
#include <iterator>

#include "sudokit/bit_count.hpp"

namespace sudokit {

// The bits of a digit set: digit d is bit d-1, for grids up to 64x64.
using DigitBits = std::uint64_t;

// A set of digits 1..N (N <= 64) stored as bits: digit d is bit d-1.
class DigitSet {
  public:
    class Iterator {
      public:
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using iterator_category = std::forward_iterator_tag;
        constexpr Iterator() = default;
        constexpr explicit Iterator(DigitBits bits) : bits_(bits) {}
        constexpr int operator*() const { return std::countr_zero(bits_) + 1; }
        constexpr Iterator& operator++() {
            bits_ &= bits_ - 1;
            return *this;
        }
        constexpr Iterator operator++(int) {
            Iterator old = *this;
            ++*this;
            return old;
        }
        constexpr bool operator==(const Iterator&) const = default;

      private:
        DigitBits bits_ = 0;
    };

    constexpr DigitSet() = default;
    static constexpr DigitSet from_bits(DigitBits bits) { return DigitSet(bits); }
    static constexpr DigitSet all(int size) {
        return DigitSet(size >= 64 ? ~DigitBits{0} : ((DigitBits{1} << size) - 1));
    }
    static constexpr DigitSet single(int digit) { return DigitSet(DigitBits{1} << (digit - 1)); }

    constexpr DigitBits bits() const { return bits_; }
    constexpr bool contains(int digit) const { return (bits_ >> (digit - 1)) & 1; }
    constexpr void insert(int digit) { bits_ |= DigitBits{1} << (digit - 1); }
    constexpr void erase(int digit) { bits_ &= ~(DigitBits{1} << (digit - 1)); }
    constexpr int size() const { return bit_count(bits_); }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool is_single() const { return bits_ != 0 && (bits_ & (bits_ - 1)) == 0; }
    // The smallest digit in the set; the set must not be empty.
    constexpr int lowest() const { return std::countr_zero(bits_) + 1; }
    // The largest digit in the set; 0 for the empty set.
    constexpr int highest() const { return 64 - std::countl_zero(bits_); }

    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

    constexpr DigitSet operator|(DigitSet other) const { return DigitSet(bits_ | other.bits_); }
    constexpr DigitSet operator&(DigitSet other) const { return DigitSet(bits_ & other.bits_); }
    // Set difference: the digits of this set that are not in `other`.
    constexpr DigitSet operator-(DigitSet other) const { return DigitSet(bits_ & ~other.bits_); }
    constexpr DigitSet& operator|=(DigitSet other) {
        bits_ |= other.bits_;
        return *this;
    }
    constexpr DigitSet& operator&=(DigitSet other) {
        bits_ &= other.bits_;
        return *this;
    }
    constexpr DigitSet& operator-=(DigitSet other) {
        bits_ &= ~other.bits_;
        return *this;
    }
    constexpr bool operator==(const DigitSet&) const = default;

  private:
    constexpr explicit DigitSet(DigitBits bits) : bits_(bits) {}
    DigitBits bits_ = 0;
};

}  // namespace sudokit
