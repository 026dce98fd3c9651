// The ncursesw C API as Swift sees it.
//
// NCURSES_WIDECHAR must be set before <ncurses.h> so that cchar_t, setcchar, wadd_wch and the
// other wide-character entry points are declared. Swift cannot import function-like macros or
// macros that expand to expressions (A_BOLD is NCURSES_BITS(1U, 13), COLOR_PAIR(n) a shift,
// getmaxyx a pair of assignments, LINES/COLS variables that may be thread-local), so they are
// re-exposed here as static inline functions and constants with a kt_ prefix.
#ifndef KINETYPE_CNCURSESW_SHIM_H
#define KINETYPE_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

// Undo <term.h>'s macros that collide with ordinary identifiers in Swift code.
#undef lines
#undef columns
#undef tab
#undef bell

// Video attributes.
static inline attr_t kt_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t kt_A_STANDOUT(void) { return A_STANDOUT; }
static inline attr_t kt_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t kt_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t kt_A_BLINK(void) { return A_BLINK; }
static inline attr_t kt_A_DIM(void) { return A_DIM; }
static inline attr_t kt_A_BOLD(void) { return A_BOLD; }
static inline attr_t kt_A_INVIS(void) { return A_INVIS; }
static inline attr_t kt_A_ITALIC(void) { return A_ITALIC; }
static inline attr_t kt_A_COLOR(void) { return A_COLOR; }

// Colour pairs.
static inline attr_t kt_COLOR_PAIR(int pair) { return (attr_t)COLOR_PAIR(pair); }
static inline int kt_PAIR_NUMBER(attr_t attrs) { return (int)PAIR_NUMBER(attrs); }

// Screen geometry and capabilities (macros or variables in ncurses).
static inline int kt_LINES(void) { return LINES; }
static inline int kt_COLS(void) { return COLS; }
static inline int kt_COLORS(void) { return COLORS; }
static inline int kt_COLOR_PAIRS(void) { return COLOR_PAIRS; }
static inline void kt_getmaxyx(WINDOW *window, int *rows, int *columns) {
  int y, x;
  getmaxyx(window, y, x);
  *rows = y;
  *columns = x;
}
static inline WINDOW *kt_stdscr(void) { return stdscr; }

// Mouse masks.
static inline mmask_t kt_BUTTON1_PRESSED(void) { return BUTTON1_PRESSED; }
static inline mmask_t kt_BUTTON1_RELEASED(void) { return BUTTON1_RELEASED; }
static inline mmask_t kt_BUTTON1_CLICKED(void) { return BUTTON1_CLICKED; }
static inline mmask_t kt_BUTTON1_DOUBLE_CLICKED(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t kt_BUTTON3_PRESSED(void) { return BUTTON3_PRESSED; }
static inline mmask_t kt_BUTTON3_RELEASED(void) { return BUTTON3_RELEASED; }
static inline mmask_t kt_BUTTON4_PRESSED(void) { return BUTTON4_PRESSED; }
static inline mmask_t kt_BUTTON5_PRESSED(void) { return BUTTON5_PRESSED; }
static inline mmask_t kt_BUTTON_SHIFT(void) { return BUTTON_SHIFT; }
static inline mmask_t kt_BUTTON_CTRL(void) { return BUTTON_CTRL; }
static inline mmask_t kt_BUTTON_ALT(void) { return BUTTON_ALT; }
static inline mmask_t kt_REPORT_MOUSE_POSITION(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t kt_ALL_MOUSE_EVENTS(void) { return ALL_MOUSE_EVENTS; }

// glibc declares wcwidth only under _XOPEN_SOURCE, which would change other declarations Swift
// sees; ncurses sizes cells with it, so the player asks it what ncurses will think.
extern int wcwidth(wchar_t c);
static inline int kt_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

// The current terminfo entry is a C global; Swift 6 treats touching it as shared mutable
// state, so the one operation needed on it lives here.
static inline void kt_release_terminfo(void) { del_curterm(cur_term); }

// Key codes that are macros.
static inline int kt_KEY_RESIZE(void) { return KEY_RESIZE; }
static inline int kt_KEY_MOUSE(void) { return KEY_MOUSE; }
static inline int kt_KEY_CODE_YES(void) { return KEY_CODE_YES; }
static inline int kt_ERR(void) { return ERR; }
static inline int kt_OK(void) { return OK; }

#endif
