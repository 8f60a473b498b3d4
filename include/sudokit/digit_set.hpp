#pragma once

#include <bit>
#include <cstdint>
#include <iterator>

namespace sudokit {

// A set of digits 1..N (N <= 25) stored as bits: digit d is bit d-1.
class DigitSet {
  public:
    class Iterator {
      public:
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using iterator_category = std::forward_iterator_tag;
        constexpr Iterator() = default;
        constexpr explicit Iterator(std::uint32_t bits) : bits_(bits) {}
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
        std::uint32_t bits_ = 0;
    };

    constexpr DigitSet() = default;
    static constexpr DigitSet from_bits(std::uint32_t bits) { return DigitSet(bits); }
    static constexpr DigitSet all(int size) {
        return DigitSet(size >= 32 ? ~0u : ((1u << size) - 1u));
    }
    static constexpr DigitSet single(int digit) { return DigitSet(1u << (digit - 1)); }

    constexpr std::uint32_t bits() const { return bits_; }
    constexpr bool contains(int digit) const { return (bits_ >> (digit - 1)) & 1u; }
    constexpr void insert(int digit) { bits_ |= 1u << (digit - 1); }
    constexpr void erase(int digit) { bits_ &= ~(1u << (digit - 1)); }
    constexpr int size() const { return std::popcount(bits_); }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool is_single() const { return bits_ != 0 && (bits_ & (bits_ - 1)) == 0; }
    // The smallest digit in the set; the set must not be empty.
    constexpr int lowest() const { return std::countr_zero(bits_) + 1; }

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
    constexpr explicit DigitSet(std::uint32_t bits) : bits_(bits) {}
    std::uint32_t bits_ = 0;
};

}  // namespace sudokit
