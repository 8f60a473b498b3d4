#include "logic/killer/sum_memory.hpp"

namespace sudokit::logic::killer {

void SumMemory::reset(const std::vector<SumGroup>& groups, const Geometry& rules) {
    entries_.assign(groups.size(), Entry{});
    for (std::size_t index = 0; index < groups.size(); ++index) {
        const SumGroup& group = groups[index];
        Entry& entry = entries_[index];
        entry.cells = group.cells;
        SumCells& cells = entry.view.cells;
        const std::size_t size = group.cells.size();
        cells.sum = group.sum;
        cells.candidates.assign(size, DigitSet{});
        cells.differs_from.assign(size, 0u);
        const std::uint32_t everyone = size >= 32 ? ~0u : (1u << size) - 1u;
        for (std::size_t a = 0; a < size; ++a) {
            if (group.distinct) {
                cells.differs_from[a] = everyone & ~(1u << a);
                continue;
            }
            for (std::size_t b = a + 1; b < size; ++b) {
                if (rules.sees(group.cells[a], group.cells[b])) {
                    cells.differs_from[a] |= 1u << b;
                    cells.differs_from[b] |= 1u << a;
                }
            }
        }
        // Neither placed (1) nor open (0): the first read is a change.
        entry.view.placed.assign(size, 2);
    }
}

const SumView& SumMemory::read(std::size_t group, const Position& position) {
    Entry& entry = entries_.at(group);
    SumView& view = entry.view;
    bool changed = false;
    int open = 0;
    for (std::size_t at = 0; at < entry.cells.size(); ++at) {
        const int cell = entry.cells[at];
        const bool placed = position.filled(cell);
        const DigitSet now =
            placed ? DigitSet::single(position.value(cell)) : position.candidates(cell);
        open += placed ? 0 : 1;
        if (view.cells.candidates[at] != now || view.placed[at] != (placed ? 1 : 0)) {
            view.cells.candidates[at] = now;
            view.placed[at] = placed ? 1 : 0;
            changed = true;
        }
    }
    view.open = open;
    if (changed) view.revision = ++last_revision_;
    return view;
}

const std::vector<DigitSet>& SumMemory::fitting(std::size_t group) {
    Entry& entry = entries_.at(group);
    if (entry.fitting_revision != entry.view.revision) {
        entry.fitting = answers_.of(entry.view.cells);
        entry.fitting_revision = entry.view.revision;
    }
    return entry.fitting;
}

bool SumMemory::quiet(std::size_t group, QuietFinder finder) const {
    const Entry& entry = entries_.at(group);
    if (entry.view.revision == 0) return false;  // never read
    return entry.quiet_revision[static_cast<std::size_t>(finder)] == entry.view.revision;
}

void SumMemory::note_quiet(std::size_t group, QuietFinder finder) {
    Entry& entry = entries_.at(group);
    entry.quiet_revision[static_cast<std::size_t>(finder)] = entry.view.revision;
}

}  // namespace sudokit::logic::killer
