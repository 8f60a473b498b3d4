#include "core/sum_assignments.hpp"

#include <array>
#include <bit>
#include <cassert>

#include "sudokit/bit_count.hpp"

namespace sudokit {
namespace {

using Mask = std::uint32_t;
constexpr int kMaskDigits = 32;

// The digits r - e for the digits e of `digits` (bit d-1 for digit d), those from 1 to 32.
// Reversed, the bit of e is at 32 - e; moved by r - 33 it lands on r - e - 1.
Mask mirrored(Mask digits, int rest) {
    Mask reversed = digits;
    reversed = (reversed >> 1 & 0x55555555u) | (reversed & 0x55555555u) << 1;
    reversed = (reversed >> 2 & 0x33333333u) | (reversed & 0x33333333u) << 2;
    reversed = (reversed >> 4 & 0x0F0F0F0Fu) | (reversed & 0x0F0F0F0Fu) << 4;
    reversed = (reversed >> 8 & 0x00FF00FFu) | (reversed & 0x00FF00FFu) << 8;
    reversed = reversed >> 16 | reversed << 16;
    const int shift = rest - (kMaskDigits + 1);
    if (shift >= kMaskDigits || shift <= -kMaskDigits) return 0;
    return shift >= 0 ? reversed << shift : reversed >> -shift;
}

Mask digit_bit(int digit) {
    return digit >= 1 && digit <= kMaskDigits ? Mask{1} << (digit - 1) : 0;
}

// The search over the cells, kept in the order the digits are tried in (fewest candidates
// first): every cell but the last two takes each of its digits in turn, and the last two take
// every pair of digits that makes what the sum leaves at once, with masks.
class SumAssignments {
  public:
    SumAssignments(std::span<const Mask> candidates, Mask needed)
        : count_(candidates.size()), needed_(needed) {
        for (std::size_t index = 0; index < count_; ++index) {
            order_[index] = index;
            counts_[index] = bit_count(candidates[index]);
        }
        for (std::size_t next = 1; next < count_; ++next) {  // insertion sort: four at most
            const std::size_t cell = order_[next];
            std::size_t place = next;
            for (; place > 0 && counts_[order_[place - 1]] > counts_[cell]; --place)
                order_[place] = order_[place - 1];
            order_[place] = cell;
        }
        for (std::size_t index = 0; index < count_; ++index)
            candidates_[index] = candidates[order_[index]];
    }

    bool run(int sum, std::span<Mask> supports, Mask& in_every) {
        if (count_ == 1) {
            const Mask bit = candidates_[0] & digit_bit(sum);
            if (bit == 0 || (needed_ & ~bit) != 0) return false;
            supports[0] = in_every = bit;
            return true;
        }
        extend(0, 0, sum);
        if (!any_) return false;
        for (std::size_t index = 0; index < count_; ++index)
            supports[order_[index]] = allowed_[index];
        in_every = in_every_;
        return true;
    }

  private:
    // Cells `position` on (in the search's order), two or more, take different digits
    // outside `taken` that add to `rest`.
    void extend(std::size_t position, Mask taken, int rest) {
        if (position + 2 >= count_ || position + 2 >= kSumAssignmentCells) {
            finish_with_pairs(position, taken, rest);
            return;
        }
        for (Mask bits = candidates_[position] & ~taken; bits != 0; bits &= bits - 1) {
            const int digit = std::countr_zero(bits) + 1;
            if (digit >= rest) break;  // the later cells add at least 1 each
            chosen_[position] = bits & (~bits + 1);
            extend(position + 1, taken | chosen_[position], rest - digit);
        }
    }

    // The last two cells: cell `position` takes d and the next one rest - d, different
    // digits outside `taken`, with the needed digits not yet taken among them.
    void finish_with_pairs(std::size_t position, Mask taken, int rest) {
        const Mask second = candidates_[position + 1] & ~taken;
        Mask firsts = candidates_[position] & ~taken & mirrored(second, rest);
        if (rest % 2 == 0) firsts &= ~digit_bit(rest / 2);  // d and rest - d differ
        const Mask missing = needed_ & ~taken;
        switch (bit_count(missing)) {
            case 0:
                break;
            case 1:  // either cell takes it
                firsts &= missing | mirrored(missing, rest);
                break;
            case 2:  // one each
                if (mirrored(missing, rest) != missing) return;
                firsts &= missing;
                break;
            default:
                return;
        }
        if (firsts == 0) return;
        const Mask seconds = mirrored(firsts, rest);
        any_ = true;
        for (std::size_t index = 0; index < position; ++index)
            allowed_[index] |= chosen_[index];
        allowed_[position] |= firsts;
        allowed_[position + 1] |= seconds;
        // Two different pairs that add to the same have no digit in common: the pair is in
        // every assignment only when it is the only one.
        const Mask pair = firsts | seconds;
        in_every_ &= bit_count(pair) == 2 ? taken | pair : taken;
    }

    std::size_t count_;
    Mask needed_;
    std::array<std::size_t, kSumAssignmentCells> order_{};  // the search's cells, by index
    std::array<int, kSumAssignmentCells> counts_{};         // candidates, by index
    std::array<Mask, kSumAssignmentCells> candidates_{};    // in the search's order
    std::array<Mask, kSumAssignmentCells> chosen_{};
    std::array<Mask, kSumAssignmentCells> allowed_{};
    Mask in_every_ = ~Mask{0};
    bool any_ = false;
};

}  // namespace

bool sum_assignment_supports(std::span<const std::uint32_t> candidates, int sum,
                             std::uint32_t needed, std::span<std::uint32_t> supports,
                             std::uint32_t& in_every) {
    assert(candidates.size() <= kSumAssignmentCells && supports.size() >= candidates.size());
    if (candidates.empty()) {
        in_every = 0;
        return sum == 0 && needed == 0;
    }
    return SumAssignments(candidates, needed).run(sum, supports, in_every);
}

}  // namespace sudokit
