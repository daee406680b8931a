#ifndef C_IMAGE_DECODING_H
#define C_IMAGE_DECODING_H

#include <stddef.h>
#include <stdint.h>

/// Pixels decoded from a PNG or JPEG file: `width * height` pixels, 4 bytes each (red, green,
/// blue, alpha), row by row from the top. Free with `learn_image_free`.
typedef struct {
    uint8_t *pixels;
    uint32_t width;
    uint32_t height;
} learn_image;

/// Decodes PNG bytes. Returns 1 and fills `image`, or 0 with a plain message in `message`.
/// libpng's simplified API catches its own errors (its longjmp stays inside libpng).
int learn_decode_png(const uint8_t *bytes, size_t count, learn_image *image, char *message, size_t message_capacity);

/// Decodes JPEG bytes. Returns 1 and fills `image`, or 0 with a plain message in `message`.
/// libjpeg reports a fatal error by calling its error manager, which must not return: ours
/// jumps back into this function, so a corrupt file becomes a message instead of exit().
int learn_decode_jpeg(const uint8_t *bytes, size_t count, learn_image *image, char *message, size_t message_capacity);

/// Frees the pixels of a decoded image.
void learn_image_free(learn_image *image);

#endif
