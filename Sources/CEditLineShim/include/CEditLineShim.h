/*
 * Non-variadic wrappers for libedit, which Swift cannot call through its variadic
 * el_set, el_get and history functions, and the signal handling its line reading needs.
 */
#ifndef CEDITLINESHIM_H
#define CEDITLINESHIM_H

#include <histedit.h>

/* ---- Editing (editline.c) ---- */

/* Selects the key bindings: "emacs" or "vi". */
int shim_el_set_editor(EditLine *el, const char *name);

/* Sets the prompt function. Characters between two `literal` characters in the prompt
 * are written as they are and take no room on the screen (escape sequences). */
int shim_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *), char literal);

/* Adds a named editor function that key bindings can refer to. */
int shim_el_addfn(EditLine *el, const char *name, const char *help,
                  unsigned char (*function)(EditLine *, int));

/* Binds a key sequence ("^I", "\\e[1;5D") to a named editor function. */
int shim_el_bind(EditLine *el, const char *keys, const char *function);

/* Changes one terminal mode flag while editing, as `setty -d flag` does ("-isig"). */
int shim_el_set_edit_tty_mode(EditLine *el, const char *flag);

/* Puts the terminal in the editor's raw mode now (EL_PREP_TERM), rather than at the
 * first key el_gets reads, which is after it has drawn the prompt. */
int shim_el_prepare_terminal(EditLine *el);

/* Makes the arrow keys and history commands walk `h`. */
int shim_el_set_hist(EditLine *el, History *h);

/* Replaces the function that reads one character from the terminal. */
int shim_el_set_getcfn(EditLine *el, el_rfunc_t function);

/* A pointer of the caller's, kept with the editor for the callbacks. */
int shim_el_set_clientdata(EditLine *el, void *data);
void *shim_el_get_clientdata(EditLine *el);

/* ---- History (history.c) ---- */

/* Keeps at most `size` entries, dropping the oldest. */
int shim_history_setsize(History *h, int size);

/* When nonzero, an entry equal to the newest one is not added again. */
int shim_history_setunique(History *h, int unique);

/* Adds an entry as the newest. */
int shim_history_enter(History *h, const char *entry);

/* Reads or writes libedit's history file format (entries encoded with strvis, so
 * multi-line entries stay one entry). Both return the number of entries, or -1. */
int shim_history_load(History *h, const char *path);
int shim_history_save(History *h, const char *path);

/* ---- Reading while signals arrive (signals.c) ---- */

/* Catches SIGINT and SIGWINCH until shim_signals_restore, without SA_RESTART. The
 * handlers only record the signal and wake shim_el_read_char through a pipe, so the
 * reading thread notices even when the kernel runs the handler on another thread.
 * Returns 0, or -1 with errno set. Not reentrant: one line is read at a time. */
int shim_signals_catch(void);

/* Puts back the handlers that shim_signals_catch replaced and forgets pending signals. */
void shim_signals_restore(void);

/* An el_rfunc_t: reads one UTF-8 character from the editor's input. A terminal resize
 * (SIGWINCH) tells libedit the new size and reading goes on; SIGINT reads as Ctrl-C, so
 * that `kill -INT` and a typed Ctrl-C end the line the same way. Returns 1, 0 at end
 * of input, or -1 on an error. */
int shim_el_read_char(EditLine *el, wchar_t *character);

#endif
