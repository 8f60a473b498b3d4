#include "logic/killer/fitting_answers.hpp"

namespace sudokit::logic::killer {

std::size_t FittingAnswers::KeyHash::operator()(const std::vector<std::uint64_t>& key) const {
    std::uint64_t hash = 14695981039346656037ULL;  // FNV-1a over the words
    for (const std::uint64_t word : key)
        hash = (hash ^ word) * 1099511628211ULL;
    return static_cast<std::size_t>(hash ^ (hash >> 32));
}

const std::vector<DigitSet>& FittingAnswers::of(const SumCells& cells) {
    if (cells.size() <= kMostUnkeptCells && !fitting_takes_search(cells)) {
        unkept_ = fitting_candidates(cells);
        return unkept_;
    }
    key_.clear();
    key_.push_back(static_cast<std::uint64_t>(cells.sum));
    for (std::size_t at = 0; at < cells.candidates.size(); ++at) {
        key_.push_back(static_cast<std::uint64_t>(cells.candidates[at].bits()));
        key_.push_back(cells.differs_from[at]);
    }
    if (const auto found = answers_.find(key_); found != answers_.end()) return found->second;
    if (answers_.size() >= kMostAnswers) answers_.clear();
    return answers_.emplace(key_, fitting_candidates(cells)).first->second;
}

}  // namespace sudokit::logic::killer
