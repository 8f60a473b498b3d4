#include "kakuro/random_filling.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace sudokit::kakuro {

namespace {

constexpr std::uint16_t kAllDigits = 0x1FF;
// How strongly a run's lean orders its digits against the noise: runs of extreme digits have
// few combinations, which is what makes a Kakuro's sums tell.
constexpr int kLean = 3;
constexpr int kNoise = 20;

class RandomFiller {
  public:
    RandomFiller(const Puzzle& shape, std::vector<std::uint8_t>& digits,
                 const std::vector<std::uint16_t>& forbidden, generate::RandomSource& random,
                 std::uint64_t effort)
        : shape_(shape),
          digits_(digits),
          forbidden_(forbidden),
          random_(random),
          effort_(effort),
          used_(shape.runs().size(), 0),
          leans_(shape.runs().size(), 0) {
        for (int& lean : leans_)
            lean = random_.below(2) == 0 ? -kLean : kLean;
        for (int white = 0; white < shape.white_count(); ++white) {
            if (digits_[white] == 0) {
                open_.push_back(white);
            } else {
                mark(white, digits_[white]);
            }
        }
    }

    bool fill() { return place(0); }

  private:
    std::uint16_t allowed(int white) const {
        unsigned mask = kAllDigits;
        if (const int run = shape_.across_run(white); run >= 0) mask &= ~unsigned{used_[run]};
        if (const int run = shape_.down_run(white); run >= 0) mask &= ~unsigned{used_[run]};
        if (!forbidden_.empty()) mask &= ~unsigned{forbidden_[white]};
        return static_cast<std::uint16_t>(mask);
    }

    void mark(int white, int digit) {
        const auto bit = static_cast<std::uint16_t>(1u << (digit - 1));
        if (const int run = shape_.across_run(white); run >= 0) used_[run] ^= bit;
        if (const int run = shape_.down_run(white); run >= 0) used_[run] ^= bit;
    }

    // The order to try a cell's digits in: random, leaning towards low digits when its runs
    // lean low and high ones when they lean high.
    void order_digits(int white, std::span<int> digits) {
        int lean = 0;
        if (const int run = shape_.across_run(white); run >= 0) lean += leans_[run];
        if (const int run = shape_.down_run(white); run >= 0) lean += leans_[run];
        std::array<int, 9> keys{};
        for (std::size_t index = 0; index < digits.size(); ++index) {
            keys[digits[index] - 1] = random_.below(kNoise) + lean * (digits[index] - 5);
        }
        std::sort(digits.begin(), digits.end(),
                  [&](int a, int b) { return keys[a - 1] > keys[b - 1]; });
    }

    // Fills open_[filled..]: the open cell with the fewest digits left goes next.
    bool place(std::size_t filled) {
        if (filled == open_.size()) return true;
        if (steps_++ >= effort_) return false;
        std::size_t best = filled;
        int best_count = 10;
        for (std::size_t index = filled; index < open_.size(); ++index) {
            const int count = std::popcount(allowed(open_[index]));
            if (count < best_count) {
                best_count = count;
                best = index;
                if (count <= 1) break;
            }
        }
        if (best_count == 0) return false;
        std::swap(open_[filled], open_[best]);
        const int white = open_[filled];
        std::array<int, 9> order{};
        int count = 0;
        for (std::uint16_t mask = allowed(white); mask != 0; mask &= mask - 1) {
            order[count++] = std::countr_zero(mask) + 1;
        }
        order_digits(white, std::span<int>(order.data(), static_cast<std::size_t>(count)));
        for (int index = 0; index < count; ++index) {
            digits_[white] = static_cast<std::uint8_t>(order[index]);
            mark(white, order[index]);
            if (place(filled + 1)) return true;
            mark(white, order[index]);
        }
        digits_[white] = 0;
        return false;
    }

    const Puzzle& shape_;
    std::vector<std::uint8_t>& digits_;
    const std::vector<std::uint16_t>& forbidden_;
    generate::RandomSource& random_;
    std::uint64_t effort_;
    std::uint64_t steps_ = 0;
    std::vector<std::uint16_t> used_;  // per run: the digits its filled cells hold
    std::vector<int> open_;
    std::vector<int> leans_;  // per run: kLean towards high digits, -kLean towards low ones
};

}  // namespace

bool fill_at_random(const Puzzle& shape, std::vector<std::uint8_t>& digits,
                    const std::vector<std::uint16_t>& forbidden, generate::RandomSource& random,
                    std::uint64_t effort) {
    RandomFiller filler(shape, digits, forbidden, random, effort);
    return filler.fill();
}

}  // namespace sudokit::kakuro
