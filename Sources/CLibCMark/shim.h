/* The reference CommonMark parser's interface; pkg-config libcmark adds its include folder. */
#include <cmark.h>
