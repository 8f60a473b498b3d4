/* The C interface from C, as another language's FFI would call it: prints the version, the
 * solution count, the solve and the rate JSON of the README's puzzle, and that an unreadable
 * puzzle gives an error object. */
#include <stdio.h>
#include <string.h>

#include <sudokit/sudokit_c.h>

int main(void) {
    const char* puzzle =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    printf("sudokit %s\n", sudokit_version());
    printf("%lld\n", (long long)sudokit_count(puzzle, 0));
    char* solved = sudokit_solve(puzzle, "dlx");
    char* rated = sudokit_rate(puzzle);
    char* bad = sudokit_solve("12345", NULL);
    if (solved == NULL || rated == NULL || bad == NULL) return 2;
    printf("%s\n%s\n%s\n", solved, rated, strstr(bad, "\"error\"") != NULL ? "error" : bad);
    sudokit_free(solved);
    sudokit_free(rated);
    sudokit_free(bad);
    return 0;
}
