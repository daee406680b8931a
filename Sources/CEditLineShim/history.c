/* history() takes its arguments as varargs and reports through a HistEvent. */
#include "CEditLineShim.h"

int shim_history_setsize(History *h, int size)
{
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

int shim_history_setunique(History *h, int unique)
{
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}

int shim_history_enter(History *h, const char *entry)
{
    HistEvent event;
    return history(h, &event, H_ENTER, entry);
}

int shim_history_load(History *h, const char *path)
{
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}

int shim_history_save(History *h, const char *path)
{
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}
