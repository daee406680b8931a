/* The reference PNG library's interface; pkg-config libpng adds its include folder. */
#include <png.h>
