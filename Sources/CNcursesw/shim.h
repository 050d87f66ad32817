#ifndef NOTISIM_CNCURSESW_SHIM_H
#define NOTISIM_CNCURSESW_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Macros and global variables of curses.h, exposed as functions Swift can call. */

static inline WINDOW *notisim_stdscr(void) { return stdscr; }
static inline int notisim_colors(void) { return COLORS; }
static inline int notisim_color_pairs(void) { return COLOR_PAIRS; }
static inline int notisim_max_x(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)y; return x; }
static inline int notisim_max_y(WINDOW *window) { int y, x; getmaxyx(window, y, x); (void)x; return y; }
static inline int notisim_key_f(int n) { return KEY_F(n); }
static inline int notisim_key_f0(void) { return KEY_F0; }
static inline int notisim_key_code_yes(void) { return KEY_CODE_YES; }
static inline int notisim_ccharw_max(void) { return CCHARW_MAX; }
/* One cell holding every scalar of a grapheme cluster (at most CCHARW_MAX). setcchar alone keeps only the
   first spacing character, which drops the rest of `👋🏽`, `🇰🇷` and ZWJ sequences; curses writes whatever the
   cell holds, and counts its columns by the first character. */
static inline int notisim_set_cluster(cchar_t *cell, const wchar_t *characters, int count, attr_t attributes, int pair) {
    wchar_t base[2] = { count > 0 ? characters[0] : L' ', 0 };
    if (setcchar(cell, base, attributes, (short)(pair > 32767 ? 32767 : pair), &pair) != OK) { return ERR; }
    for (int i = 1; i < count && i < CCHARW_MAX; ++i) { cell->chars[i] = characters[i]; }
    return OK;
}
static inline attr_t notisim_a_normal(void) { return A_NORMAL; }
static inline attr_t notisim_a_bold(void) { return A_BOLD; }
static inline attr_t notisim_a_dim(void) { return A_DIM; }
static inline attr_t notisim_a_italic(void) { return A_ITALIC; }
static inline attr_t notisim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t notisim_a_reverse(void) { return A_REVERSE; }
static inline TERMINAL *notisim_cur_term(void) { return cur_term; }
/* tigetstr answers (char *)-1 for a name that is not a string capability. */
static inline int notisim_is_capability(const char *value) { return value != 0 && value != (const char *)-1; }
/* Columns the C library (and so curses) gives a character; declared here as libc hides it without _XOPEN_SOURCE. */
extern int wcwidth(wchar_t character);
static inline int notisim_wcwidth(unsigned int character) { return wcwidth((wchar_t)character); }
/* Pseudo-terminals for tests and benchmarks; declared here for the same reason. */
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);
static inline int notisim_open_pseudo_terminal(int flags) {
    int fd = posix_openpt(flags);
    if (fd >= 0 && (grantpt(fd) != 0 || unlockpt(fd) != 0)) { return -1 - fd; }
    return fd;
}
static inline const char *notisim_pseudo_terminal_name(int fd) { return ptsname(fd); }
/* A file in memory with a descriptor, closed on exec (memfd_create(2) with MFD_CLOEXEC); -1 where the kernel has
   none. Declared here as libc hides it without _GNU_SOURCE. */
extern int memfd_create(const char *name, unsigned int flags);
static inline int notisim_memory_file(const char *name) { return memfd_create(name, 1U /* MFD_CLOEXEC */); }
static inline const char *notisim_codeset(void) { return nl_langinfo(CODESET); }

#endif
