#pragma once

// The least and most a number of different digits drawn from a mask add to, and which digits
// of one more cell let a sum be reached: the bounds reasoning of the propagation search's sum
// rules whose cells may repeat a digit (a group of cells that see each other adds different
// digits).

#include <bit>
#include <cstdint>

#include "sudokit/bit_count.hpp"

namespace sudokit::detail {

// The least and most `count` different digits of `digits` (bit d-1 for digit d) add to, with
// what a digit's leaving the mask does to them: a cell's candidates are weighed against the
// other cells' digits without summing them again.
class DistinctSums {
  public:
    using Mask = std::uint32_t;

    DistinctSums(Mask digits, int count)
        : digits_(digits), count_(count), available_(bit_count(digits)) {
        Mask lows = digits, highs = digits;
        for (int taken = 0; taken <= count && lows != 0; ++taken) {
            const int bottom = std::countr_zero(lows) + 1;
            const int top = static_cast<int>(8 * sizeof(Mask)) - std::countl_zero(highs);
            lows &= lows - 1;
            highs &= ~(Mask{1} << (top - 1));
            if (taken < count) {
                low_ += bottom;
                high_ += top;
                low_edge_ = bottom;
                high_edge_ = top;
            }
            low_next_ += bottom;
            high_next_ += top;
        }
    }

    Mask digits() const { return digits_; }

    // Whether the mask holds `count` different digits at all; low() and high() mean something
    // only then.
    bool enough() const { return available_ >= count_; }
    int low() const { return low_; }
    int high() const { return high_; }

    // The least and most `count` different digits add to once `digit` (in the mask or not:
    // `in_mask`) is taken out; false when too few digits are left.
    bool without(int digit, bool in_mask, int& low, int& high) const {
        if (available_ - (in_mask ? 1 : 0) < count_) return false;
        // A digit among the lowest `count` leaves its place to the next one up; the same for
        // the highest.
        low = in_mask && count_ > 0 && digit <= low_edge_ ? low_next_ - digit : low_;
        high = in_mask && count_ > 0 && digit >= high_edge_ ? high_next_ - digit : high_;
        return true;
    }

    // The digits v of `candidates` for which `outside_low + low + v <= rest <= outside_high +
    // high + v`, low and high being what `without(v)` gives (digits it refuses are left out).
    // Written with masks: away from the edges of the lowest and highest `count` digits, low
    // and high do not depend on v, so each side keeps the digits up to (from) one bound; at
    // an edge the digit's own value cancels and the side holds for all of them or none.
    Mask fitting(Mask candidates, int outside_low, int outside_high, int rest) const {
        Mask usable = 0;  // the digits `without` answers for
        if (available_ > count_) {
            usable = ~Mask{0};
        } else if (available_ == count_) {
            usable = ~digits_;
        }
        const Mask low_edge = count_ > 0 ? digits_ & up_to(low_edge_) : 0;
        const Mask high_edge = count_ > 0 ? digits_ & ~up_to(high_edge_ - 1) : 0;
        const Mask least_fits = (low_edge & (outside_low + low_next_ <= rest ? ~Mask{0} : 0)) |
                                (~low_edge & up_to(rest - outside_low - low_));
        const Mask most_fits = (high_edge & (outside_high + high_next_ >= rest ? ~Mask{0} : 0)) |
                               (~high_edge & ~up_to(rest - outside_high - high_ - 1));
        return candidates & usable & least_fits & most_fits;
    }

  private:
    // The digits 1..last (none when last < 1, all when last is past the mask).
    static Mask up_to(int last) {
        if (last <= 0) return 0;
        if (last >= static_cast<int>(8 * sizeof(Mask))) return ~Mask{0};
        return (Mask{1} << last) - 1;
    }

    Mask digits_;
    int count_;
    int available_;
    int low_ = 0, high_ = 0;            // the lowest, highest `count` digits' sums
    int low_next_ = 0, high_next_ = 0;  // the same for one digit more
    int low_edge_ = 0, high_edge_ = 0;  // the count-th lowest, highest digit
};

}  // namespace sudokit::detail
