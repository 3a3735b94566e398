#include "microhttpd_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/* The names the runtime library goes by: its soname first (the only one a system without the
   -dev package has), then the unversioned link. */
static const char *const library_names[] = {
#if defined(__APPLE__)
    "libmicrohttpd.12.dylib", "libmicrohttpd.dylib", "/opt/homebrew/lib/libmicrohttpd.12.dylib",
    "/usr/local/lib/libmicrohttpd.12.dylib", "/opt/local/lib/libmicrohttpd.12.dylib",
#else
    "libmicrohttpd.so.12", "libmicrohttpd.so",
#endif
};

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static char error_text[512];

/* Each pointer has the type of the function it stands for, so a signature that does not match the
   header does not compile. */
static __typeof__(&MHD_start_daemon) start_daemon;
static __typeof__(&MHD_get_daemon_info) get_daemon_info;
static __typeof__(&MHD_stop_daemon) stop_daemon;
static __typeof__(&MHD_lookup_connection_value) lookup_connection_value;
static __typeof__(&MHD_create_response_from_buffer) create_response_from_buffer;
static __typeof__(&MHD_create_response_from_callback) create_response_from_callback;
static __typeof__(&MHD_destroy_response) destroy_response;
static __typeof__(&MHD_add_response_header) add_response_header;
static __typeof__(&MHD_queue_response) queue_response;
static __typeof__(&MHD_get_connection_info) get_connection_info;
static __typeof__(&MHD_get_connection_values) get_connection_values;

static int resolve(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        snprintf(error_text, sizeof error_text, "libmicrohttpd has no %s: install libmicrohttpd12 0.9.60 or later",
                 name);
        return 0;
    }
    return 1;
}

static void load(void) {
    void *library = NULL;
    for (size_t i = 0; i < sizeof library_names / sizeof library_names[0] && library == NULL; i++) {
        library = dlopen(library_names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        snprintf(error_text, sizeof error_text,
                 "cannot load %s, which serving needs: install libmicrohttpd (Debian: the libmicrohttpd12 package)",
                 library_names[0]);
        return;
    }
    loaded = resolve(library, "MHD_start_daemon", (void **)&start_daemon) &&
             resolve(library, "MHD_get_daemon_info", (void **)&get_daemon_info) &&
             resolve(library, "MHD_stop_daemon", (void **)&stop_daemon) &&
             resolve(library, "MHD_lookup_connection_value", (void **)&lookup_connection_value) &&
             resolve(library, "MHD_create_response_from_buffer", (void **)&create_response_from_buffer) &&
             resolve(library, "MHD_create_response_from_callback", (void **)&create_response_from_callback) &&
             resolve(library, "MHD_destroy_response", (void **)&destroy_response) &&
             resolve(library, "MHD_add_response_header", (void **)&add_response_header) &&
             resolve(library, "MHD_queue_response", (void **)&queue_response) &&
             resolve(library, "MHD_get_connection_info", (void **)&get_connection_info) &&
             resolve(library, "MHD_get_connection_values", (void **)&get_connection_values);
    /* Once loaded the library stays for the life of the process, as a linked one would. */
}

int sheetctl_mhd_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *sheetctl_mhd_load_error(void) {
    pthread_once(&once, load);
    return loaded ? NULL : error_text;
}

struct MHD_Daemon *sheetctl_mhd_start(
    unsigned int flags, MHD_AccessHandlerCallback handler, void *context, MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback notify, struct MHD_OptionItem *options) {
    if (!sheetctl_mhd_load()) return NULL;
    return start_daemon(flags, 0, NULL, NULL, handler, context, MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                        MHD_OPTION_NOTIFY_CONNECTION, notify, context, MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

uint16_t sheetctl_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/* The rest are only reached through a daemon that started, so the library is loaded. */

int sheetctl_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

void *sheetctl_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

int sheetctl_mhd_get_connection_values(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator, void *context) {
    return get_connection_values(connection, kind, iterator, context);
}

void sheetctl_mhd_stop_daemon(struct MHD_Daemon *daemon) { stop_daemon(daemon); }

const char *sheetctl_mhd_lookup_connection_value(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key) {
    return lookup_connection_value(connection, kind, key);
}

struct MHD_Response *sheetctl_mhd_create_response_from_buffer(
    size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
    return create_response_from_buffer(size, buffer, mode);
}

struct MHD_Response *sheetctl_mhd_create_response_from_callback(
    uint64_t size, size_t block_size, MHD_ContentReaderCallback reader, void *context,
    MHD_ContentReaderFreeCallback free_context) {
    return create_response_from_callback(size, block_size, reader, context, free_context);
}

void sheetctl_mhd_destroy_response(struct MHD_Response *response) { destroy_response(response); }

enum MHD_Result sheetctl_mhd_add_response_header(struct MHD_Response *response, const char *header,
                                                 const char *content) {
    return add_response_header(response, header, content);
}

enum MHD_Result sheetctl_mhd_queue_response(struct MHD_Connection *connection, unsigned int status_code,
                                            struct MHD_Response *response) {
    return queue_response(connection, status_code, response);
}
