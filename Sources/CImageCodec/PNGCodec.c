#include "CImageCodec.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

// The bytes being read and the message of the first error.
struct png_source {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char *message;
    size_t capacity;
};

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    struct png_source *source = png_get_io_ptr(png);
    if (count > source->size - source->offset) png_error(png, "file is truncated");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void on_error(png_structp png, png_const_charp text) {
    struct png_source *source = png_get_error_ptr(png);
    if (source->capacity > 0 && source->message[0] == 0) {
        strncpy(source->message, text, source->capacity - 1);
        source->message[source->capacity - 1] = 0;
    }
    png_longjmp(png, 1);
}

// Warnings (an ancillary chunk with a bad CRC, an unknown profile) do not stop decoding.
static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static int begin(struct png_source *source, png_structp *png, png_infop *info) {
    if (source->capacity > 0) source->message[0] = 0;
    if (source->size < 8 || png_sig_cmp(source->data, 0, 8) != 0) {
        strncpy(source->message, "not a PNG signature", source->capacity - 1);
        return 0;
    }
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, source, on_error, on_warning);
    if (!*png) return 0;
    *info = png_create_info_struct(*png);
    if (!*info) {
        png_destroy_read_struct(png, NULL, NULL);
        return 0;
    }
    png_set_read_fn(*png, source, read_bytes);
    return 1;
}

int png_codec_decode(const uint8_t *data, size_t size, uint32_t width, uint32_t height, uint8_t *rgba,
                     png_codec_row_sink sink, void *context, int *opaque, char *message, size_t message_capacity) {
    struct png_source source = {data, size, 0, message, message_capacity};
    png_structp png = NULL;
    png_infop info = NULL;
    // Freed after a longjmp too, so kept where setjmp cannot lose them.
    png_bytep *volatile rows = NULL;
    uint8_t *volatile buffer = NULL;
    if (!begin(&source, &png, &info)) return 0;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        free(buffer);
        png_destroy_read_struct(&png, &info, NULL);
        return 0;
    }
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "size changed between reads");
    int color_type = png_get_color_type(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    *opaque = !(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns;
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    const size_t row_bytes = (size_t)width * 4;
    if (png_get_rowbytes(png, info) != row_bytes) png_error(png, "unexpected row size after expansion");
    if (!rgba && passes == 1) {
        // One row at a time: the caller holds no second frame.
        buffer = malloc(row_bytes);
        if (!buffer) png_error(png, "out of memory");
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, buffer, NULL);
            sink(context, y, buffer);
        }
    } else {
        uint8_t *target = rgba;
        if (!target) {
            buffer = malloc(row_bytes * height);
            if (!buffer) png_error(png, "out of memory");
            target = buffer;
        }
        rows = malloc(sizeof(png_bytep) * height);
        if (!rows) png_error(png, "out of memory");
        for (uint32_t y = 0; y < height; y++) rows[y] = target + (size_t)y * row_bytes;
        png_read_image(png, rows);
        if (!rgba)
            for (uint32_t y = 0; y < height; y++) sink(context, y, rows[y]);
    }
    png_read_end(png, NULL);
    free(rows);
    free(buffer);
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}
