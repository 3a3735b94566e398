#ifndef SHEETCTL_CMICROHTTPD_SHIM_H
#define SHEETCTL_CMICROHTTPD_SHIM_H
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot call: these two
   spell the calls the server makes, with its options passed as one MHD_OPTION_ARRAY and the
   callback told when each request ends (its two arguments cannot be spelt in an option item). */

static inline struct MHD_Daemon *sheetctl_mhd_start(
    unsigned int flags, MHD_AccessHandlerCallback handler, void *context, MHD_RequestCompletedCallback completed,
    struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, context, MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

static inline uint16_t sheetctl_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

#endif
