/* el_set and el_get take their arguments as varargs, one shape per operation. */
#include "CEditLineShim.h"

int shim_el_set_editor(EditLine *el, const char *name)
{
    return el_set(el, EL_EDITOR, name);
}

int shim_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *), char literal)
{
    return el_set(el, EL_PROMPT_ESC, prompt, literal);
}

int shim_el_addfn(EditLine *el, const char *name, const char *help,
                  unsigned char (*function)(EditLine *, int))
{
    return el_set(el, EL_ADDFN, name, help, function);
}

int shim_el_bind(EditLine *el, const char *keys, const char *function)
{
    return el_set(el, EL_BIND, keys, function, (const char *)NULL);
}

int shim_el_set_edit_tty_mode(EditLine *el, const char *flag)
{
    return el_set(el, EL_SETTY, "-d", flag, (const char *)NULL);
}

int shim_el_prepare_terminal(EditLine *el)
{
    return el_set(el, EL_PREP_TERM, 1);
}

int shim_el_set_hist(EditLine *el, History *h)
{
    return el_set(el, EL_HIST, history, h);
}

int shim_el_set_getcfn(EditLine *el, el_rfunc_t function)
{
    return el_set(el, EL_GETCFN, function);
}

int shim_el_set_clientdata(EditLine *el, void *data)
{
    return el_set(el, EL_CLIENTDATA, data);
}

void *shim_el_get_clientdata(EditLine *el)
{
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
