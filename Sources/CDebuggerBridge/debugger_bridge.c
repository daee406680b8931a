#include "debugger_bridge.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Room for any SB object: each holds one or two pointers; more room is harmless.
typedef struct {
    _Alignas(16) unsigned char bytes[64];
} sb_object;

/// The SB functions this bridge calls, by their C++ names.
struct learn_debugger {
    sb_object debugger, target, options;
    void (*handle_command)(sb_object *, const char *);
    sb_object *(*create_target)(sb_object *, sb_object *, const char *);
    bool (*target_is_valid)(const sb_object *);
    sb_object *(*evaluate)(sb_object *, sb_object *, const char *, const sb_object *);
    void (*set_timeout)(sb_object *, unsigned);
    sb_object *(*value_error)(sb_object *, sb_object *);
    bool (*error_fails)(const sb_object *);
    const char *(*error_text)(const sb_object *);
    const char *(*value_name)(sb_object *);
    const char *(*value_type)(sb_object *);
    const char *(*value_text)(sb_object *);
    const char *(*value_summary)(sb_object *);
    void (*drop_value)(sb_object *);
    void (*drop_error)(sb_object *);
    sb_object *(*process)(sb_object *, sb_object *);
    int (*process_state)(sb_object *);
    sb_object *(*process_continue)(sb_object *, sb_object *);
    unsigned long long (*allocate_memory)(sb_object *, unsigned long, unsigned, sb_object *);
    sb_object *(*deallocate_memory)(sb_object *, sb_object *, unsigned long long);
    void (*make_error)(sb_object *);
    void (*drop_process)(sb_object *);
};

static void say(char *message, size_t size, const char *what, const char *detail) {
    if (size > 0) snprintf(message, size, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
}

/// `symbol` in `library`; the first one missing is kept in `missing`, and none is looked for after it.
static void *find(void *library, const char *symbol, const char **missing) {
    void *found = *missing ? NULL : dlsym(library, symbol);
    if (!found && !*missing) *missing = symbol;
    return found;
}

learn_debugger *learn_debugger_open(const char *liblldb, const char *libpython, char *message, size_t size) {
    // liblldb names libpython3.x.so as a dependency; one already loaded globally satisfies it.
    if (libpython && !dlopen(libpython, RTLD_NOW | RTLD_GLOBAL)) {
        say(message, size, "cannot load Python's library, which liblldb needs", dlerror());
        return NULL;
    }
    void *library = dlopen(liblldb, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        say(message, size, "cannot load liblldb", dlerror());
        return NULL;
    }
    learn_debugger *debugger = calloc(1, sizeof *debugger);
    const char *missing = NULL;
    void (*initialize)(void);
    sb_object *(*create)(sb_object *, bool);
    void (*set_async)(sb_object *, bool);
    void (*make_options)(sb_object *);
    void (*set_repl_mode)(sb_object *, bool);
    void (*set_language)(sb_object *, int);
    void (*set_unwind_on_error)(sb_object *, bool);
    void (*set_ignore_breakpoints)(sb_object *, bool);
    void (*set_try_all_threads)(sb_object *, bool);
#define FIND(pointer, symbol) *(void **)&(pointer) = find(library, symbol, &missing)
    FIND(initialize, "_ZN4lldb10SBDebugger10InitializeEv");
    FIND(create, "_ZN4lldb10SBDebugger6CreateEb");
    FIND(set_async, "_ZN4lldb10SBDebugger8SetAsyncEb");
    FIND(make_options, "_ZN4lldb19SBExpressionOptionsC1Ev");
    FIND(set_repl_mode, "_ZN4lldb19SBExpressionOptions11SetREPLModeEb");
    FIND(set_language, "_ZN4lldb19SBExpressionOptions11SetLanguageENS_12LanguageTypeE");
    FIND(set_unwind_on_error, "_ZN4lldb19SBExpressionOptions16SetUnwindOnErrorEb");
    FIND(set_ignore_breakpoints, "_ZN4lldb19SBExpressionOptions20SetIgnoreBreakpointsEb");
    FIND(set_try_all_threads, "_ZN4lldb19SBExpressionOptions16SetTryAllThreadsEb");
    FIND(debugger->handle_command, "_ZN4lldb10SBDebugger13HandleCommandEPKc");
    FIND(debugger->create_target, "_ZN4lldb10SBDebugger12CreateTargetEPKc");
    FIND(debugger->target_is_valid, "_ZNK4lldb8SBTarget7IsValidEv");
    FIND(debugger->evaluate, "_ZN4lldb8SBTarget18EvaluateExpressionEPKcRKNS_19SBExpressionOptionsE");
    FIND(debugger->set_timeout, "_ZN4lldb19SBExpressionOptions24SetTimeoutInMicroSecondsEj");
    FIND(debugger->value_error, "_ZN4lldb7SBValue8GetErrorEv");
    FIND(debugger->error_fails, "_ZNK4lldb7SBError4FailEv");
    FIND(debugger->error_text, "_ZNK4lldb7SBError10GetCStringEv");
    FIND(debugger->value_name, "_ZN4lldb7SBValue7GetNameEv");
    FIND(debugger->value_type, "_ZN4lldb7SBValue11GetTypeNameEv");
    FIND(debugger->value_text, "_ZN4lldb7SBValue8GetValueEv");
    FIND(debugger->value_summary, "_ZN4lldb7SBValue10GetSummaryEv");
    FIND(debugger->drop_value, "_ZN4lldb7SBValueD1Ev");
    FIND(debugger->drop_error, "_ZN4lldb7SBErrorD1Ev");
    FIND(debugger->process, "_ZN4lldb8SBTarget10GetProcessEv");
    FIND(debugger->process_state, "_ZN4lldb9SBProcess8GetStateEv");
    FIND(debugger->process_continue, "_ZN4lldb9SBProcess8ContinueEv");
    FIND(debugger->allocate_memory, "_ZN4lldb9SBProcess14AllocateMemoryEmjRNS_7SBErrorE");
    FIND(debugger->deallocate_memory, "_ZN4lldb9SBProcess16DeallocateMemoryEm");
    FIND(debugger->make_error, "_ZN4lldb7SBErrorC1Ev");
    FIND(debugger->drop_process, "_ZN4lldb9SBProcessD1Ev");
#undef FIND
    if (missing) {
        say(message, size, "liblldb lacks a function learn calls", missing);
        free(debugger);
        return NULL;
    }
    initialize();
    create(&debugger->debugger, false);
    set_async(&debugger->debugger, false);
    make_options(&debugger->options);
    set_repl_mode(&debugger->options, true);
    set_language(&debugger->options, 0x1E); // lldb::eLanguageTypeSwift
    // Code that crashes or runs too long is taken back, leaving the process as it was before.
    set_unwind_on_error(&debugger->options, true);
    set_ignore_breakpoints(&debugger->options, true);
    // Only the thread at the compile point runs the input's top-level code, as in a program.
    set_try_all_threads(&debugger->options, false);
    return debugger;
}

void learn_debugger_command(learn_debugger *debugger, const char *command) {
    debugger->handle_command(&debugger->debugger, command);
}

int learn_debugger_create_target(learn_debugger *debugger, const char *program) {
    debugger->create_target(&debugger->target, &debugger->debugger, program);
    return debugger->target_is_valid(&debugger->target) ? 0 : -1;
}

int learn_debugger_process_state(learn_debugger *debugger) {
    sb_object process;
    debugger->process(&process, &debugger->target);
    int state = debugger->process_state(&process);
    debugger->drop_process(&process);
    return state;
}

void learn_debugger_continue(learn_debugger *debugger) {
    sb_object process, error;
    debugger->process(&process, &debugger->target);
    debugger->process_continue(&error, &process);
    debugger->drop_error(&error);
    debugger->drop_process(&process);
}

int learn_debugger_reserve_memory(learn_debugger *debugger, unsigned long size, unsigned permissions) {
    sb_object process, error, freed;
    debugger->process(&process, &debugger->target);
    debugger->make_error(&error);
    unsigned long long address = debugger->allocate_memory(&process, size, permissions, &error);
    int failed = debugger->error_fails(&error);
    if (!failed) {
        debugger->deallocate_memory(&freed, &process, address);
        failed = debugger->error_fails(&freed);
        debugger->drop_error(&freed);
    }
    debugger->drop_error(&error);
    debugger->drop_process(&process);
    return failed ? -1 : 0;
}

static char *copy(const char *text) {
    return text ? strdup(text) : NULL;
}

learn_debugger_result learn_debugger_evaluate(learn_debugger *debugger, const char *swift, unsigned timeout_microseconds) {
    learn_debugger_result result = {0};
    sb_object value, error;
    debugger->set_timeout(&debugger->options, timeout_microseconds);
    debugger->evaluate(&value, &debugger->target, swift, &debugger->options);
    debugger->value_error(&error, &value);
    if (debugger->error_fails(&error)) {
        const char *text = debugger->error_text(&error);
        // LLDB reports a value-less result (a declaration, `()`) as an "unknown error".
        if (text && strcmp(text, "unknown error") != 0) {
            result.failed = 1;
            result.message = copy(text);
        }
    } else {
        result.name = copy(debugger->value_name(&value));
        result.type = copy(debugger->value_type(&value));
        const char *summary = debugger->value_summary(&value);
        result.description = copy(summary ? summary : debugger->value_text(&value));
    }
    debugger->drop_error(&error);
    debugger->drop_value(&value);
    return result;
}

void learn_debugger_result_free(learn_debugger_result *result) {
    free(result->name);
    free(result->type);
    free(result->description);
    free(result->message);
    *result = (learn_debugger_result){0};
}
