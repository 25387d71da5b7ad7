#include "CImageCodec.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>

// Per-thread state for PNG encoding and decoding: three buffers and one compressor per level, kept
// between calls.
// A frame's filtered rows are megabytes; allocated afresh on every encode they came back from the
// kernel as new pages each time (a page fault per 4 KiB, a tenth of the encoding time of the
// self-sizing list), and libdeflate's compressor is a few hundred KiB of tables. A decoded golden's
// inflated scanlines are as large.
struct scratch {
    uint8_t *buffers[3];
    size_t capacities[3];
    struct libdeflate_compressor *compressors[13];
};

static pthread_key_t key;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void release(void *pointer) {
    struct scratch *scratch = pointer;
    for (int i = 0; i < 3; i++) free(scratch->buffers[i]);
    for (int i = 0; i < 13; i++)
        if (scratch->compressors[i]) libdeflate_free_compressor(scratch->compressors[i]);
    free(scratch);
}

static void make_key(void) { pthread_key_create(&key, release); }

static struct scratch *thread_scratch(void) {
    pthread_once(&once, make_key);
    struct scratch *scratch = pthread_getspecific(key);
    if (!scratch) {
        scratch = calloc(1, sizeof *scratch);
        if (scratch && pthread_setspecific(key, scratch) != 0) {
            free(scratch);
            scratch = NULL;
        }
    }
    return scratch;
}

uint8_t *png_codec_scratch(int which, size_t size) {
    struct scratch *scratch = thread_scratch();
    if (!scratch || which < 0 || which > 2) return NULL;
    if (scratch->capacities[which] < size) {
        free(scratch->buffers[which]);
        scratch->buffers[which] = malloc(size ? size : 1);
        scratch->capacities[which] = scratch->buffers[which] ? size : 0;
    }
    return scratch->buffers[which];
}

void png_codec_scratch_trim(size_t keep) {
    struct scratch *scratch = thread_scratch();
    if (!scratch) return;
    for (int i = 0; i < 3; i++) {
        if (scratch->capacities[i] > keep) {
            free(scratch->buffers[i]);
            scratch->buffers[i] = NULL;
            scratch->capacities[i] = 0;
        }
    }
}

static struct libdeflate_compressor *compressor(int level) {
    struct scratch *scratch = thread_scratch();
    if (!scratch || level < 0 || level > 12) return NULL;
    if (!scratch->compressors[level]) scratch->compressors[level] = libdeflate_alloc_compressor(level);
    return scratch->compressors[level];
}

size_t png_codec_zlib_bound(int level, size_t size) {
    struct libdeflate_compressor *c = compressor(level);
    return c ? libdeflate_zlib_compress_bound(c, size) : 0;
}

size_t png_codec_zlib_compress(int level, const uint8_t *input, size_t size, uint8_t *output, size_t capacity) {
    struct libdeflate_compressor *c = compressor(level);
    return c ? libdeflate_zlib_compress(c, input, size, output, capacity) : 0;
}
