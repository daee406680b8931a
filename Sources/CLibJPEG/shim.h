/* The IJG JPEG library's interface (libjpeg-turbo on Debian); jpeglib.h needs stdio.h first. */
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
