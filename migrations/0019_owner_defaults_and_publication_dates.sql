-- New contact messages notify the owner by default: at the notify address, else the contact address.
ALTER TABLE `general_settings` ADD `notify_contact_messages` integer DEFAULT true NOT NULL;
