#include "sudokit/generation_session.hpp"

#include "generate/generator.hpp"
#include "sudokit/session.hpp"

namespace sudokit {

GenerationSession::GenerationSession()
    : orbits_(std::make_unique<generate::OrbitCache>()),
      solving_(std::make_unique<SolvingSession>()) {}
GenerationSession::~GenerationSession() = default;
GenerationSession::GenerationSession(GenerationSession&&) noexcept = default;
GenerationSession& GenerationSession::operator=(GenerationSession&&) noexcept = default;

std::optional<GeneratedPuzzle> GenerationSession::generate(const GenerateOptions& options,
                                                           std::uint64_t seed) {
    generate::validate(options, *orbits_);
    return generate::generate_validated(options, seed, *orbits_);
}

std::optional<Rating> GenerationSession::report_rating(const Puzzle& puzzle, LogicMode mode) {
    return sudokit::report_rating(puzzle, mode, *solving_);
}

std::optional<GeneratedPuzzle> generate_puzzle(const GenerateOptions& options, std::uint64_t seed) {
    GenerationSession session;
    return session.generate(options, seed);
}

}  // namespace sudokit
