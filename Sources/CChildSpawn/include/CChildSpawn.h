#ifndef CCHILDSPAWN_H
#define CCHILDSPAWN_H

#include <sys/types.h>

/// The step of a start that failed.
enum {
    /// Pipes, fork, the signal state, the process group or the standard streams.
    NOTISIM_SPAWN_SETUP = 0,
    /// Changing to the working directory.
    NOTISIM_SPAWN_DIRECTORY = 1,
    /// Finding or executing the program.
    NOTISIM_SPAWN_PROGRAM = 2,
};

/// Starts `program` (looked up on PATH) with `argv` and `envp` in `directory`, its standard input, output and error
/// on `input`, `output` and `errors`, in a process group of its own. The child starts with an empty signal mask,
/// every signal at its default action, and SIGKILL as its parent-death signal, so it cannot outlive notisim however
/// notisim ends. Answers 0 with the child's id in `pid`, or the errno that stopped it with the step it stopped in
/// `failed_step`.
int notisim_spawn(const char *program, char *const argv[], char *const envp[], const char *directory,
                  int input, int output, int errors, pid_t *pid, int *failed_step);

#endif
