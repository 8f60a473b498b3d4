#include "sudokit/generation_session.hpp"

#include "generate/generator.hpp"
#include "sudokit/session.hpp"

namespace sudokit {

GenerationSession::GenerationSession() : memory_(std::make_unique<generate::GenerationMemory>()) {}
GenerationSession::~GenerationSession() = default;
GenerationSession::GenerationSession(GenerationSession&&) noexcept = default;
GenerationSession& GenerationSession::operator=(GenerationSession&&) noexcept = default;

std::optional<GeneratedPuzzle> GenerationSession::generate(const GenerateOptions& options,
                                                           std::uint64_t seed) {
    generate::validate(options, memory_->orbits());
    return generate::generate_validated(options, seed, *memory_);
}

std::optional<Rating> GenerationSession::report_rating(const Puzzle& puzzle, LogicMode mode) {
    return sudokit::report_rating(puzzle, mode, *memory_->solving());
}

std::optional<GeneratedPuzzle> generate_puzzle(const GenerateOptions& options, std::uint64_t seed) {
    GenerationSession session;
    return session.generate(options, seed);
}

}  // namespace sudokit
