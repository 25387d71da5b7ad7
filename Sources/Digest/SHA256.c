#include "Digest.h"

#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// The round constants: the first 32 bits of the fractional parts of the cube roots of the first 64
// primes; the initial state: the same of the square roots of the first 8 (FIPS 180-4, 4.2.2, 5.3.3).
static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotate_right(uint32_t x, int n) { return x >> n | x << (32 - n); }

static void blocks_portable(uint32_t state[8], const uint8_t *data, size_t count) {
    for (; count > 0; count--, data += 64) {
        uint32_t w[64];
        for (int t = 0; t < 16; t++) {
            w[t] = (uint32_t)data[4 * t] << 24 | (uint32_t)data[4 * t + 1] << 16 | (uint32_t)data[4 * t + 2] << 8 |
                   data[4 * t + 3];
        }
        for (int t = 16; t < 64; t++) {
            uint32_t s0 = rotate_right(w[t - 15], 7) ^ rotate_right(w[t - 15], 18) ^ w[t - 15] >> 3;
            uint32_t s1 = rotate_right(w[t - 2], 17) ^ rotate_right(w[t - 2], 19) ^ w[t - 2] >> 10;
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            uint32_t t1 = h + (rotate_right(e, 6) ^ rotate_right(e, 11) ^ rotate_right(e, 25)) + ((e & f) ^ (~e & g)) +
                          round_constants[t] + w[t];
            uint32_t t2 = (rotate_right(a, 2) ^ rotate_right(a, 13) ^ rotate_right(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        state[0] += a;
        state[1] += b;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }
}

#if defined(__x86_64__)
/// The same rounds with SHA256RNDS2 (two rounds an instruction) and SHA256MSG1/MSG2 (the message
/// schedule, four words at a time). The instructions keep the state as two vectors, A B E F and
/// C D G H, highest lane first; a message vector holds four schedule words, lowest lane first.
__attribute__((target("sha,sse4.1,ssse3"))) static void blocks_hardware(uint32_t state[8], const uint8_t *data,
                                                                       size_t count) {
    // Reverses the bytes of each 32-bit word: the message is big-endian.
    const __m128i byte_order = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i abcd = _mm_loadu_si128((const __m128i *)state);      // lanes A B C D
    __m128i efgh = _mm_loadu_si128((const __m128i *)(state + 4)); // lanes E F G H
    __m128i abef = _mm_shuffle_epi32(_mm_unpacklo_epi64(efgh, abcd), _MM_SHUFFLE(2, 3, 0, 1)); // F E B A
    __m128i cdgh = _mm_shuffle_epi32(_mm_unpackhi_epi64(efgh, abcd), _MM_SHUFFLE(2, 3, 0, 1)); // H G D C
    for (; count > 0; count--, data += 64) {
        const __m128i saved_abef = abef;
        const __m128i saved_cdgh = cdgh;
        __m128i message[4];
        for (int group = 0; group < 16; group++) {
            __m128i words;
            if (group < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byte_order);
            } else {
                // W[t] = σ1(W[t−2]) + W[t−7] + σ0(W[t−15]) + W[t−16], for the four words of this group
                // from the previous four groups' (message[group % 4] holds group − 4's).
                __m128i older = message[group % 4], old = message[(group + 1) % 4];
                __m128i previous = message[(group + 2) % 4], last = message[(group + 3) % 4];
                words = _mm_add_epi32(_mm_sha256msg1_epu32(older, old), _mm_alignr_epi8(last, previous, 4));
                words = _mm_sha256msg2_epu32(words, last);
            }
            message[group % 4] = words;
            __m128i scheduled = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)(round_constants + 4 * group)));
            // Two rounds with the low two words, then two with the high two; after each pair the old
            // A B E F is the new C D G H.
            __m128i next = _mm_sha256rnds2_epu32(cdgh, abef, scheduled);
            cdgh = abef;
            abef = next;
            next = _mm_sha256rnds2_epu32(cdgh, abef, _mm_shuffle_epi32(scheduled, _MM_SHUFFLE(1, 0, 3, 2)));
            cdgh = abef;
            abef = next;
        }
        abef = _mm_add_epi32(abef, saved_abef);
        cdgh = _mm_add_epi32(cdgh, saved_cdgh);
    }
    __m128i feba = _mm_shuffle_epi32(abef, _MM_SHUFFLE(2, 3, 0, 1)); // E F A B
    __m128i hgdc = _mm_shuffle_epi32(cdgh, _MM_SHUFFLE(2, 3, 0, 1)); // G H C D
    _mm_storeu_si128((__m128i *)state, _mm_unpackhi_epi64(feba, hgdc));
    _mm_storeu_si128((__m128i *)(state + 4), _mm_unpacklo_epi64(feba, hgdc));
}
#endif

static void blocks(digest_sha256 *context, const uint8_t *data, size_t count) {
#if defined(__x86_64__)
    if (context->use_hardware) {
        blocks_hardware(context->state, data, count);
        return;
    }
#endif
    blocks_portable(context->state, data, count);
}

void digest_sha256_init(digest_sha256 *context, int allow_hardware) {
    static const uint32_t initial[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                        0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    memcpy(context->state, initial, sizeof initial);
    context->length = 0;
    context->buffered = 0;
#if defined(__x86_64__)
    context->use_hardware = allow_hardware && __builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1");
#else
    (void)allow_hardware;
    context->use_hardware = 0;
#endif
}

void digest_sha256_update(digest_sha256 *context, const uint8_t *data, size_t size) {
    context->length += size;
    if (context->buffered > 0) {
        size_t take = 64 - context->buffered < size ? 64 - context->buffered : size;
        memcpy(context->buffer + context->buffered, data, take);
        context->buffered += take;
        data += take;
        size -= take;
        if (context->buffered < 64) return;
        blocks(context, context->buffer, 1);
        context->buffered = 0;
    }
    if (size >= 64) {
        blocks(context, data, size / 64);
        data += size / 64 * 64;
        size %= 64;
    }
    memcpy(context->buffer, data, size);
    context->buffered = size;
}

void digest_sha256_final(digest_sha256 *context, uint8_t digest[32]) {
    uint64_t bits = context->length * 8;
    uint8_t padding[72] = {0x80};
    // One 0x80 byte, zeros up to 56 bytes into a block, then the length in bits, big-endian.
    size_t zeros = (context->buffered < 56 ? 56 : 120) - context->buffered;
    for (int i = 0; i < 8; i++) padding[zeros + i] = (uint8_t)(bits >> (56 - 8 * i));
    uint64_t length = context->length;
    digest_sha256_update(context, padding, zeros + 8);
    context->length = length;
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 4; j++) digest[4 * i + j] = (uint8_t)(context->state[i] >> (24 - 8 * j));
    }
}
