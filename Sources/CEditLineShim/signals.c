/*
 * Reading a line while Ctrl-C and window resizes arrive as signals.
 *
 * libedit's own signal handling (EL_SIGNAL) is not used: on SIGINT it re-raises the
 * signal with kill(0, ...), which reaches the whole process group (the REPL's evaluator
 * too), and a plain read() only returns early if the signal lands on the reading thread.
 * Here the handlers record the signal and write a byte to a pipe that the reader polls
 * next to the terminal (the self-pipe trick), which wakes it whichever thread ran them.
 */
#define _GNU_SOURCE
#include "CEditLineShim.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t interrupt_pending;
static volatile sig_atomic_t resize_pending;
/* Created once and kept for the life of the process; close-on-exec for child processes. */
static int wake_pipe[2] = { -1, -1 };
static struct sigaction previous_interrupt_action, previous_resize_action;

static void wake_reader(void)
{
    int saved_errno = errno;
    /* The pipe is non-blocking: when it is full, the reader is awake already. */
    ssize_t ignored = write(wake_pipe[1], "", 1);
    (void)ignored;
    errno = saved_errno;
}

static void on_interrupt(int signal_number)
{
    (void)signal_number;
    interrupt_pending = 1;
    wake_reader();
}

static void on_resize(int signal_number, siginfo_t *info, void *context)
{
    resize_pending = 1;
    wake_reader();
    /* Whoever else tracks the terminal's width (a live view) still hears of it. */
    if (previous_resize_action.sa_flags & SA_SIGINFO) {
        if (previous_resize_action.sa_sigaction != NULL)
            previous_resize_action.sa_sigaction(signal_number, info, context);
    } else if (previous_resize_action.sa_handler != SIG_DFL
               && previous_resize_action.sa_handler != SIG_IGN) {
        previous_resize_action.sa_handler(signal_number);
    }
}

int shim_signals_catch(void)
{
    if (wake_pipe[0] < 0 && pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return -1;
    interrupt_pending = 0;
    resize_pending = 0;

    /* No SA_RESTART: a read that a signal interrupts returns instead of resuming. */
    struct sigaction interrupt_action, resize_action;
    memset(&interrupt_action, 0, sizeof interrupt_action);
    interrupt_action.sa_handler = on_interrupt;
    sigemptyset(&interrupt_action.sa_mask);
    memset(&resize_action, 0, sizeof resize_action);
    resize_action.sa_sigaction = on_resize;
    resize_action.sa_flags = SA_SIGINFO;
    sigemptyset(&resize_action.sa_mask);

    if (sigaction(SIGINT, &interrupt_action, &previous_interrupt_action) != 0)
        return -1;
    if (sigaction(SIGWINCH, &resize_action, &previous_resize_action) != 0) {
        sigaction(SIGINT, &previous_interrupt_action, NULL);
        return -1;
    }
    return 0;
}

static void drain_wake_pipe(void)
{
    char buffer[64];
    while (read(wake_pipe[0], buffer, sizeof buffer) > 0) {
    }
}

void shim_signals_restore(void)
{
    sigaction(SIGINT, &previous_interrupt_action, NULL);
    sigaction(SIGWINCH, &previous_resize_action, NULL);
    drain_wake_pipe();
    interrupt_pending = 0;
    resize_pending = 0;
}

enum { BYTE_READ = 1, END_OF_INPUT = 0, READ_ERROR = -1, INTERRUPTED = 2 };

/* Waits for one byte of input, handling the signals that arrive meanwhile. The flags are
 * checked before each poll; a signal after the check still wakes poll through the pipe. */
static int next_byte(EditLine *el, int fd, unsigned char *byte)
{
    for (;;) {
        if (interrupt_pending) {
            interrupt_pending = 0;
            return INTERRUPTED;
        }
        if (resize_pending) {
            resize_pending = 0;
            el_resize(el);
        }
        struct pollfd fds[2] = { { fd, POLLIN, 0 }, { wake_pipe[0], POLLIN, 0 } };
        nfds_t count = wake_pipe[0] < 0 ? 1 : 2;
        if (poll(fds, count, -1) < 0) {
            if (errno == EINTR)
                continue;
            return READ_ERROR;
        }
        if (count == 2 && (fds[1].revents & POLLIN))
            drain_wake_pipe();
        if (fds[0].revents == 0)
            continue;
        ssize_t n = read(fd, byte, 1);
        if (n == 1)
            return BYTE_READ;
        if (n == 0)
            return END_OF_INPUT;
        if (errno != EINTR && errno != EAGAIN)
            return READ_ERROR;
    }
}

int shim_el_read_char(EditLine *el, wchar_t *character)
{
    FILE *input = NULL;
    if (el_get(el, EL_GETFP, 0, &input) != 0 || input == NULL)
        return READ_ERROR;
    int fd = fileno(input);

    /* One byte at a time, as libedit does: what follows the line (the rest of a paste)
     * stays in the terminal for the next line. Invalid UTF-8 reads as U+FFFD. */
    wchar_t value = 0;
    int remaining = -1; /* continuation bytes still to come; -1 before the first byte */
    for (;;) {
        unsigned char byte;
        int result = next_byte(el, fd, &byte);
        if (result == INTERRUPTED) {
            *character = 'C' & 0x1f;
            return BYTE_READ;
        }
        if (result != BYTE_READ) {
            *character = 0;
            return result;
        }
        if (remaining < 0) {
            if (byte < 0x80) {
                remaining = 0;
                value = byte;
            } else if ((byte & 0xe0) == 0xc0) {
                remaining = 1;
                value = byte & 0x1f;
            } else if ((byte & 0xf0) == 0xe0) {
                remaining = 2;
                value = byte & 0x0f;
            } else if ((byte & 0xf8) == 0xf0) {
                remaining = 3;
                value = byte & 0x07;
            } else {
                remaining = 0;
                value = 0xfffd;
            }
        } else if ((byte & 0xc0) == 0x80) {
            value = (value << 6) | (byte & 0x3f);
            remaining--;
        } else {
            remaining = 0;
            value = 0xfffd;
        }
        if (remaining == 0) {
            *character = value;
            return BYTE_READ;
        }
    }
}
