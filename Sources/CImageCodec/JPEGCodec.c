#include "CImageCodec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// An error manager that jumps back to the caller instead of exiting the process, keeping the message.
struct jump_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t capacity;
};

static void jump_on_error(j_common_ptr info) {
    struct jump_error *error = (struct jump_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    if (error->capacity > 0) {
        strncpy(error->message, text, error->capacity - 1);
        error->message[error->capacity - 1] = 0;
    }
    longjmp(error->jump, 1);
}

// Warnings (a truncated file among them) are turned into errors: a damaged image is refused whole
// rather than drawn half grey.
static void fail_on_warning(j_common_ptr info, int level) {
    if (level < 0) jump_on_error(info);
}

static void install(struct jpeg_error_mgr *manager, struct jump_error *error, char *message, size_t capacity) {
    jpeg_std_error(manager);
    manager->error_exit = jump_on_error;
    manager->emit_message = fail_on_warning;
    error->message = message;
    error->capacity = capacity;
    if (capacity > 0) message[0] = 0;
}

int jpeg_codec_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                         char *message, size_t message_capacity) {
    struct jpeg_decompress_struct info;
    struct jump_error error;
    install(&error.manager, &error, message, message_capacity);
    info.err = &error.manager;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 1;
}

int jpeg_codec_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                           char *message, size_t message_capacity) {
    struct jpeg_decompress_struct info;
    struct jump_error error;
    install(&error.manager, &error, message, message_capacity);
    info.err = &error.manager;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (info.image_width != width || info.image_height != height) {
        snprintf(message, message_capacity, "size changed between reads");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    info.out_color_space = JCS_EXT_RGBA;
    // The accurate integer IDCT gives the same bytes on every machine and SIMD level.
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = rgba + (size_t)info.output_scanline * width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}

int jpeg_codec_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                           uint8_t **output, unsigned long *output_size, char *message, size_t message_capacity) {
    struct jpeg_compress_struct info;
    struct jump_error error;
    install(&error.manager, &error, message, message_capacity);
    info.err = &error.manager;
    *output = NULL;
    *output_size = 0;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, output_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    info.dct_method = JDCT_ISLOW;
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 1;
}

void jpeg_codec_free(uint8_t *buffer) { free(buffer); }
