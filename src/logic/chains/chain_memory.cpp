#include "logic/chains/chain_memory.hpp"

namespace sudokit::logic::chains {

StaticScratch& ChainMemory::static_scratch(int depth, int candidates) {
    while (static_cast<int>(static_scratch_.size()) <= depth)
        static_scratch_.push_back(std::make_unique<StaticScratch>());
    StaticScratch& scratch = *static_scratch_[static_cast<std::size_t>(depth)];
    if (scratch.candidates != candidates) {
        // Marks sized for another geometry are dropped; they are sized again on first use.
        scratch = StaticScratch{};
        scratch.candidates = candidates;
    }
    return scratch;
}

StaticReach& ChainMemory::static_reach(int depth) {
    while (static_cast<int>(static_reach_.size()) <= depth)
        static_reach_.push_back(std::make_unique<StaticReach>());
    return *static_reach_[static_cast<std::size_t>(depth)];
}

}  // namespace sudokit::logic::chains
