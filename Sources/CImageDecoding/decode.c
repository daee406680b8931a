#include "CImageDecoding.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>
#include <jpeglib.h>

/* Larger pictures are refused rather than allocated: no terminal shows more than a few
   thousand pixels a side, and a corrupt header can claim billions. */
static const uint64_t maximum_pixels = 64ull * 1024 * 1024;

static int too_large(uint64_t width, uint64_t height, char *message, size_t capacity) {
    if (width == 0 || height == 0) {
        snprintf(message, capacity, "the picture has no pixels (%llu by %llu)", (unsigned long long)width, (unsigned long long)height);
        return 1;
    }
    if (width * height > maximum_pixels) {
        snprintf(message, capacity, "the picture is too large (%llu by %llu pixels)", (unsigned long long)width, (unsigned long long)height);
        return 1;
    }
    return 0;
}

int learn_decode_png(const uint8_t *bytes, size_t count, learn_image *image, char *message, size_t capacity) {
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    memset(image, 0, sizeof *image);
    if (!png_image_begin_read_from_memory(&png, bytes, count)) {
        snprintf(message, capacity, "%s", png.message);
        png_image_free(&png);
        return 0;
    }
    if (too_large(png.width, png.height, message, capacity)) {
        png_image_free(&png);
        return 0;
    }
    png.format = PNG_FORMAT_RGBA;
    uint8_t *pixels = malloc(PNG_IMAGE_SIZE(png));
    if (pixels == NULL) {
        snprintf(message, capacity, "out of memory");
        png_image_free(&png);
        return 0;
    }
    if (!png_image_finish_read(&png, NULL, pixels, 0, NULL)) {
        snprintf(message, capacity, "%s", png.message);
        free(pixels);
        png_image_free(&png);
        return 0;
    }
    image->pixels = pixels;
    image->width = png.width;
    image->height = png.height;
    return 1;
}

struct learn_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void learn_jpeg_fail(j_common_ptr info) {
    struct learn_jpeg_error *error = (struct learn_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/* Warnings (a truncated file that still decodes) are not printed: the picture shows what there is. */
static void learn_jpeg_ignore(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

int learn_decode_jpeg(const uint8_t *bytes, size_t count, learn_image *image, char *message, size_t capacity) {
    struct jpeg_decompress_struct jpeg;
    struct learn_jpeg_error error;
    /* volatile: changed after setjmp and read after longjmp. */
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    memset(image, 0, sizeof *image);
    jpeg.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = learn_jpeg_fail;
    error.manager.emit_message = learn_jpeg_ignore;
    if (setjmp(error.jump)) {
        snprintf(message, capacity, "%s", error.message);
        free(pixels);
        free(row);
        jpeg_destroy_decompress(&jpeg);
        return 0;
    }
    jpeg_create_decompress(&jpeg);
    jpeg_mem_src(&jpeg, bytes, (unsigned long)count);
    jpeg_read_header(&jpeg, TRUE);
    jpeg.out_color_space = JCS_RGB;
    jpeg_start_decompress(&jpeg);
    if (too_large(jpeg.output_width, jpeg.output_height, message, capacity)) {
        jpeg_destroy_decompress(&jpeg);
        return 0;
    }
    size_t width = jpeg.output_width;
    pixels = malloc(width * jpeg.output_height * 4);
    row = malloc(width * 3);
    if (pixels == NULL || row == NULL) {
        snprintf(message, capacity, "out of memory");
        free(pixels);
        free(row);
        jpeg_destroy_decompress(&jpeg);
        return 0;
    }
    while (jpeg.output_scanline < jpeg.output_height) {
        size_t y = jpeg.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&jpeg, rows, 1);
        for (size_t x = 0; x < width; x++) {
            uint8_t *pixel = pixels + (y * width + x) * 4;
            pixel[0] = row[x * 3];
            pixel[1] = row[x * 3 + 1];
            pixel[2] = row[x * 3 + 2];
            pixel[3] = 255;
        }
    }
    jpeg_finish_decompress(&jpeg);
    jpeg_destroy_decompress(&jpeg);
    free(row);
    image->pixels = pixels;
    image->width = (uint32_t)width;
    image->height = jpeg.output_height;
    return 1;
}

void learn_image_free(learn_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}
