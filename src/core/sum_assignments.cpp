#include "core/sum_assignments.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

#include "core/bit_count.hpp"

namespace sudokit {
namespace {

using Mask = std::uint32_t;
constexpr int kMaskDigits = 32;

// The search over the cells, kept in the order the digits are tried in: every cell but the
// last takes each of its digits in turn, and the last one takes what the sum leaves, so the
// cell with the most candidates goes last.
class SumAssignments {
  public:
    SumAssignments(std::span<const Mask> candidates, Mask needed)
        : count_(candidates.size()), needed_(needed) {
        for (std::size_t index = 0; index < count_; ++index) {
            order_[index] = index;
            candidates_[index] = candidates[index];
        }
        const auto widest =
            std::max_element(order_.begin(), order_.begin() + static_cast<std::ptrdiff_t>(count_),
                             [&](std::size_t a, std::size_t b) {
                                 return bit_count(candidates[a]) < bit_count(candidates[b]);
                             });
        std::iter_swap(widest, order_.begin() + static_cast<std::ptrdiff_t>(count_) - 1);
        for (std::size_t index = 0; index < count_; ++index)
            candidates_[index] = candidates[order_[index]];
        // The least and most the cells after each position add: their fewest (most) different
        // digits of their candidates together.
        Mask after = 0;
        for (std::size_t position = count_; position-- > 0;) {
            const std::size_t later = count_ - position - 1;
            Mask lows = after, highs = after;
            for (std::size_t taken = 0; taken < later && lows != 0; ++taken) {
                later_least_[position] += std::countr_zero(lows) + 1;
                lows &= lows - 1;
                const int top = kMaskDigits - std::countl_zero(highs);
                later_most_[position] += top;
                highs &= ~(Mask{1} << (top - 1));
            }
            after |= candidates_[position];
        }
    }

    bool run(int sum, std::span<Mask> supports, Mask& in_every) {
        extend(0, 0, sum);
        if (!any_) return false;
        for (std::size_t index = 0; index < count_; ++index)
            supports[order_[index]] = allowed_[index];
        in_every = in_every_;
        return true;
    }

  private:
    // Cell `position` on (in the search's order) take different digits outside `taken` that
    // add to `rest`.
    void extend(std::size_t position, Mask taken, int rest) {
        if (position + 1 == count_) {
            if (rest < 1 || rest > kMaskDigits) return;
            const Mask bit = Mask{1} << (rest - 1);
            if ((candidates_[position] & ~taken & bit) == 0) return;
            const Mask digits = taken | bit;
            if ((digits & needed_) != needed_) return;
            any_ = true;
            chosen_[position] = bit;
            for (std::size_t index = 0; index <= position; ++index)
                allowed_[index] |= chosen_[index];
            in_every_ &= digits;
            return;
        }
        // The digits that leave the later cells a rest they can make.
        const Mask fits = digits_from(rest - later_most_[position]) &
                          ~digits_from(rest - later_least_[position] + 1);
        for (Mask bits = candidates_[position] & ~taken & fits; bits != 0; bits &= bits - 1) {
            const int digit = std::countr_zero(bits) + 1;
            chosen_[position] = bits & (~bits + 1);
            extend(position + 1, taken | chosen_[position], rest - digit);
        }
    }

    // The digits first..32 (all when first < 1, none past 32).
    static Mask digits_from(int first) {
        if (first <= 1) return ~Mask{0};
        if (first > kMaskDigits) return 0;
        return ~((Mask{1} << (first - 1)) - 1);
    }

    std::size_t count_;
    Mask needed_;
    std::array<std::size_t, kSumAssignmentCells> order_{};  // the search's cells, by index
    std::array<Mask, kSumAssignmentCells> candidates_{};    // in the search's order
    std::array<Mask, kSumAssignmentCells> chosen_{};
    std::array<Mask, kSumAssignmentCells> allowed_{};
    std::array<int, kSumAssignmentCells> later_least_{}, later_most_{};
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

namespace sudokit {
namespace {

// A question is the cell count (3 bits), the sum (6), the needed digits (9) and each cell's
// candidates (9 each); an answer each cell's supports (9 each), the digits in every
// assignment (9, above the cells') and bit 63 when there is an assignment.
constexpr int kMemoDigits = 9;
constexpr Mask kMemoDigitMask = (Mask{1} << kMemoDigits) - 1;
// The table starts small (a short search asks little) and grows fourfold, emptied, each time
// the questions reach twice its size.
constexpr std::size_t kFirstMemoEntries = std::size_t{1} << 10;
constexpr std::size_t kMostMemoEntries = std::size_t{1} << 14;
constexpr std::uint64_t kAnswered = std::uint64_t{1} << 63;

}  // namespace

bool SumAssignmentMemo::supports(std::span<const std::uint32_t> candidates, int sum,
                                 std::uint32_t needed, std::span<std::uint32_t> supports,
                                 std::uint32_t& in_every) {
    Mask all = needed;
    for (const Mask mask : candidates)
        all |= mask;
    if (candidates.empty() || (all & ~kMemoDigitMask) != 0 || sum < 0 || sum >= 64)
        return sum_assignment_supports(candidates, sum, needed, supports, in_every);
    std::uint64_t question =
        candidates.size() | std::uint64_t(sum) << 3 | std::uint64_t{needed} << 9;
    for (std::size_t cell = 0; cell < candidates.size(); ++cell)
        question |= std::uint64_t{candidates[cell]} << (18 + kMemoDigits * cell);
    if (entries_.empty() ||
        (entries_.size() < kMostMemoEntries && ++questions_ >= 2 * entries_.size())) {
        const std::size_t size = entries_.empty() ? kFirstMemoEntries : 4 * entries_.size();
        entries_.assign(size, Entry{});
        questions_ = 0;
    }
    // A multiplicative hash's top bits pick the slot.
    Entry& entry = entries_[static_cast<std::size_t>((question * 0x9E3779B97F4A7C15u) >>
                                                     (64 - std::countr_zero(entries_.size())))];
    if (entry.question != question) {
        std::array<Mask, kSumAssignmentCells> found{};
        Mask every = 0;
        std::uint64_t answer = 0;
        if (sum_assignment_supports(candidates, sum, needed, std::span<Mask>(found), every)) {
            answer = kAnswered | std::uint64_t{every} << (kMemoDigits * kSumAssignmentCells);
            for (std::size_t cell = 0; cell < candidates.size(); ++cell)
                answer |= std::uint64_t{found[cell]} << (kMemoDigits * cell);
        }
        entry = {question, answer};
    }
    if ((entry.answer & kAnswered) == 0) return false;
    for (std::size_t cell = 0; cell < candidates.size(); ++cell)
        supports[cell] = static_cast<Mask>(entry.answer >> (kMemoDigits * cell)) & kMemoDigitMask;
    in_every =
        static_cast<Mask>(entry.answer >> (kMemoDigits * kSumAssignmentCells)) & kMemoDigitMask;
    return true;
}

}  // namespace sudokit
