/* A small C interface to sudokit for other languages' foreign-function interfaces: puzzles
 * in and results out as strings. Puzzle text is read as the sudokit command reads it (a line
 * of N*N symbols with '.' or '0' for blanks, a boxed grid, numbers, pencil marks).
 *
 * Functions that return char* return JSON text shaped like the command's --json output, or
 * {"error":"..."} for bad input; the caller frees it with sudokit_free. Every function may be
 * called from several threads at once. */
#ifndef SUDOKIT_C_H
#define SUDOKIT_C_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* "0.2.0". */
const char* sudokit_version(void);

/* {"verdict":"unique","count":1,"exhausted":true,"solutions":[...],"counters":{...}}.
 * algorithm: "fast", "dlx", "backtrack" or "csp" (NULL: fast). */
char* sudokit_solve(const char* puzzle, const char* algorithm);

/* The number of solutions, counting up to `limit` (0: all); -1 for unreadable text. */
int64_t sudokit_count(const char* puzzle, uint64_t limit);

/* {"puzzle":{...},"status":"solved","steps":n,"rating":{"er","ep","ed","hardest",
 * "hardest_title","level"}} on Sudoku Explainer's scale, as `sudokit rate --json`. */
char* sudokit_rate(const char* puzzle);

/* One 9x9 puzzle with one solution from a seed, as `sudokit generate --json --seed SEED`
 * prints the first; difficulty: "easy" ... "diabolical", or NULL for any. */
char* sudokit_generate(uint64_t seed, const char* difficulty);

/* Frees a string returned above (NULL is allowed). */
void sudokit_free(char* text);

#ifdef __cplusplus
}
#endif

#endif
