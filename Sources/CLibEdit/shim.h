/* libedit's interface; pkg-config libedit adds its include folder. */
#include <histedit.h>
