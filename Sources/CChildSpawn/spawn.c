#define _GNU_SOURCE
#include "CChildSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

// Linux sends a parent-death signal when the *thread* that forked the child ends, not the process. Every child is
// therefore forked by one thread that lives as long as notisim: a worker thread of a pool would take its children
// with it when the pool retires it.

struct request {
    const char *program;
    char *const *argv;
    char *const *envp;
    const char *directory;
    int input, output, errors;
    pid_t pid;
    int result;
    int step;
    int done;
    struct request *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t posted = PTHREAD_COND_INITIALIZER;
static pthread_cond_t answered = PTHREAD_COND_INITIALIZER;
static struct request *queue = NULL;
static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_error = 0;

/// Writes the step that failed and errno to `report` and leaves; what runs between fork and exec is
/// async-signal-safe only.
static void fail_in_child(int report, int step) {
    int failure[2] = { step, errno };
    ssize_t ignored = write(report, failure, sizeof failure);
    (void)ignored;
    _exit(127);
}

static void run_child(const struct request *request, pid_t parent, int report) {
    sigset_t empty;
    sigemptyset(&empty);
    if (sigprocmask(SIG_SETMASK, &empty, NULL) != 0) fail_in_child(report, NOTISIM_SPAWN_SETUP);
    struct sigaction standard;
    memset(&standard, 0, sizeof standard);
    standard.sa_handler = SIG_DFL;
    sigemptyset(&standard.sa_mask);
    for (int signal = 1; signal < NSIG; signal++) {
        if (signal != SIGKILL && signal != SIGSTOP) sigaction(signal, &standard, NULL);
    }
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail_in_child(report, NOTISIM_SPAWN_SETUP);
    // notisim ended between the fork and the prctl: its death signal was never armed.
    if (getppid() != parent) _exit(127);
    if (setpgid(0, 0) != 0) fail_in_child(report, NOTISIM_SPAWN_SETUP);
    if (dup2(request->input, 0) < 0 || dup2(request->output, 1) < 0 || dup2(request->errors, 2) < 0) fail_in_child(report, NOTISIM_SPAWN_SETUP);
    if (chdir(request->directory) != 0) fail_in_child(report, NOTISIM_SPAWN_DIRECTORY);
    execvpe(request->program, request->argv, request->envp);
    fail_in_child(report, NOTISIM_SPAWN_PROGRAM);
}

static void serve(struct request *request) {
    int report[2];
    request->step = NOTISIM_SPAWN_SETUP;
    if (pipe2(report, O_CLOEXEC) != 0) { request->result = errno; return; }
    pid_t parent = getpid();
    pid_t child = fork();
    if (child < 0) {
        request->result = errno;
        close(report[0]); close(report[1]);
        return;
    }
    if (child == 0) { close(report[0]); run_child(request, parent, report[1]); }
    close(report[1]);
    int failure[2] = { 0, 0 };
    ssize_t count;
    do { count = read(report[0], failure, sizeof failure); } while (count < 0 && errno == EINTR);
    close(report[0]);
    if (count == (ssize_t)sizeof failure) {
        // The child failed before exec and has left; collect it.
        while (waitpid(child, NULL, 0) < 0 && errno == EINTR) {}
        request->step = failure[0];
        request->result = failure[1];
        return;
    }
    request->pid = child;
    request->result = 0;
}

static void *spawner(void *unused) {
    (void)unused;
    // The spawner hears no signal: they are the other threads' to handle.
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    pthread_mutex_lock(&lock);
    for (;;) {
        while (queue == NULL) pthread_cond_wait(&posted, &lock);
        struct request *request = queue;
        queue = request->next;
        pthread_mutex_unlock(&lock);
        serve(request);
        pthread_mutex_lock(&lock);
        request->done = 1;
        pthread_cond_broadcast(&answered);
    }
    return NULL;
}

static void start_spawner(void) {
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    start_error = pthread_create(&thread, &attributes, spawner, NULL);
    pthread_attr_destroy(&attributes);
}

int notisim_spawn(const char *program, char *const argv[], char *const envp[], const char *directory,
                  int input, int output, int errors, pid_t *pid, int *failed_step) {
    pthread_once(&started, start_spawner);
    if (start_error != 0) { *failed_step = NOTISIM_SPAWN_SETUP; return start_error; }
    struct request request = { program, argv, envp, directory, input, output, errors, 0, 0, 0, 0, NULL };
    pthread_mutex_lock(&lock);
    struct request **tail = &queue;
    while (*tail != NULL) tail = &(*tail)->next;
    *tail = &request;
    pthread_cond_signal(&posted);
    while (!request.done) pthread_cond_wait(&answered, &lock);
    pthread_mutex_unlock(&lock);
    if (request.result == 0) *pid = request.pid;
    *failed_step = request.step;
    return request.result;
}
